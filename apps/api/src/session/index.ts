/** The session slice's public face: what other slices and the composition root may use. */
export { SessionModule } from './session.module.js';
