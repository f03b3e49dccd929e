/**
 * `@jest/globals` for the suites that jest-light-runner runs: that runner puts Jest's globals on
 * `globalThis` (and the package itself refuses to load outside Jest's own environment), so the
 * suites' `import { describe, it, expect } from '@jest/globals'` is answered from there.
 */
import type * as Globals from '@jest/globals';

const from = globalThis as unknown as typeof Globals;

export const { describe, it, test, expect, beforeAll, afterAll, beforeEach, afterEach, jest } = from;
