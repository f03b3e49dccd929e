export * from './abby-update-rules.js';
export * from './abby-updates.js';
export * from './abby-updates.decider.js';
export * from './abby-updates-api.js';
