export * from './device.js';
export * from './device.decider.js';
export * from './device-credential.js';
export * from './device-credential.decider.js';
export * from './fleet-api.js';
