/**
 * The devices slice's public face: the fleet's status (`fleet/`), the facts kiosks report
 * (`facts/`) and the secrets they sign in with (`credentials/`). Other slices and the composition
 * root reach them only here.
 */
export * from './fleet/index.js';
export * from './facts/index.js';
export * from './credentials/index.js';
