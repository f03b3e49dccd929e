export * from './alert-hours.js';
export * from './offline-alert.js';
export * from './offline-alert-api.js';
