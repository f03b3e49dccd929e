export * from './device.js';
export * from './device.decider.js';
