/** The device facts slice's public face: what other slices and the composition root may use. */
export { DeviceFactsModule } from './device-facts.module.js';
export { DeviceFactCommandMessage } from './device-facts.commands.js';
