/**
 * One Jest configuration for every workspace. TypeScript is compiled by SWC (decorator
 * metadata included) into ES modules (NestJS 12 ships ES modules only). The tier is in the file
 * name: *.unit.spec.ts, *.int.spec.ts, *.e2e.spec.ts; the console's tests are the web project.
 */
import { readFileSync } from 'node:fs';

const swc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

/**
 * The console's unit, component and hook tests: Jest's own runner in its native ESM mode, TSX
 * compiled by @swc/jest with React's automatic runtime, `@ambient/core` from its sources (as the
 * console's Vite build takes it).
 */
const web = {
  displayName: 'web',
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        ...swc,
        swcrc: false,
        jsc: {
          ...swc.jsc,
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@ambient/core$': '<rootDir>/libs/core/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // Node by default; a component test asks for jsdom in its docblock (`@jest-environment jsdom`).
  testEnvironment: 'node',
  testMatch: ['<rootDir>/apps/web/**/*.unit.spec.{ts,tsx}'],
  setupFiles: ['<rootDir>/apps/web/test/jsdom-setup.ts'],
};

/**
 * The server's suites (unit, integration, end-to-end) run under jest-light-runner: each worker
 * imports suite after suite natively, so the API, its libraries and the test support are loaded
 * and compiled once per worker instead of once per suite (decision 0089). TypeScript is compiled
 * as it is imported (scripts/jest/setup.js), and the timeouts are Jest's.
 */
const light = {
  runner: 'jest-light-runner',
  testEnvironment: 'node',
  rootDir: '.',
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/setup.js'],
};

export default {
  // Integration and browser tests start real servers; a generous ceiling, not a speed check.
  testTimeout: 60_000,
  // The console's component tests run in Jest's own workers (jsdom): a worker keeps part of every
  // suite it ran (each suite's modules live in a context of their own that is not all let go), so
  // one past this size is replaced by a new one (decision 0072).
  workerIdleMemoryLimit: '400MB',
  projects: [
    {
      ...light,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,apps,simulators}/**/*.unit.spec.ts'],
      // The console's unit tests run in the web project (they may reach TSX through a module's face).
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/web/'],
    },
    {
      ...light,
      displayName: 'int',
      testMatch: ['<rootDir>/{libs,apps,simulators}/**/*.int.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
    {
      ...light,
      displayName: 'e2e',
      testMatch: ['<rootDir>/{apps,e2e}/**/*.e2e.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      setupFilesAfterEnv: [...light.setupFilesAfterEnv, '<rootDir>/e2e/support/timeout.ts'],
    },
    web,
  ],
};
