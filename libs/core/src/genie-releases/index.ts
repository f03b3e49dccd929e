export * from './genie-update.js';
export * from './genie-update.decider.js';
