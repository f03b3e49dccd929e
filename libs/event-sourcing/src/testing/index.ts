/**
 * Test helpers for the engine's users: given/when/then for deciders, given/then for projections.
 * They assert with `node:assert/strict`, so they work under Jest and any other runner.
 * Imported as `@ambient/event-sourcing/testing`, never by production code.
 */
export * from './decider-spec.js';
export * from './projection-spec.js';
