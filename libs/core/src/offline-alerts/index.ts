export * from './alert-hours.js';
export * from './offline-alert.js';
export * from './offline-alert.decider.js';
export * from './facility-alert-settings.js';
export * from './facility-alert-settings.decider.js';
export * from './offline-alert-api.js';
