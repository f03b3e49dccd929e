/** The devices slice's facts part: what its other parts and the slice's face (../index.ts) export. */
export { DeviceFactsModule } from './device-facts.module.js';
export { DeviceFactCommandMessage } from './device-facts.commands.js';
