export * from './device.js';
export * from './device.decider.js';
export * from './device-credential.js';
export * from './fleet-api.js';
