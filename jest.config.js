/**
 * One Jest configuration for every workspace. TypeScript is compiled by SWC (decorator
 * metadata included) into ES modules; Jest runs in its native ESM mode because NestJS 12 ships
 * ES modules only. The tier is in the file name: *.unit.spec.ts, *.int.spec.ts, *.e2e.spec.ts.
 */
import { readFileSync } from 'node:fs';

const swc = JSON.parse(readFileSync(new URL('./.swcrc', import.meta.url), 'utf8'));
delete swc.$schema;

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] },
  moduleNameMapper: {
    '^@ambient/core$': '<rootDir>/libs/core/src/index.ts',
    '^@ambient/event-sourcing$': '<rootDir>/libs/event-sourcing/src/index.ts',
    '^@ambient/device-protocol$': '<rootDir>/libs/device-protocol/src/index.ts',
    '^@ambient/event-sourcing/testing$': '<rootDir>/libs/event-sourcing/src/testing/index.ts',
    '^@ambient/simulators$': '<rootDir>/simulators/src/index.ts',
    '^@ambient/device-gateway$': '<rootDir>/apps/device-gateway/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  rootDir: '.',
};

/** The console's unit, component and hook tests: TSX with React's automatic runtime. */
const web = {
  ...common,
  displayName: 'web',
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
  // Node by default; a component test asks for jsdom in its docblock (`@jest-environment jsdom`).
  testEnvironment: 'node',
  testMatch: ['<rootDir>/apps/web/**/*.unit.spec.{ts,tsx}'],
  setupFiles: ['<rootDir>/apps/web/test/jsdom-setup.ts'],
};

export default {
  // Integration and browser tests start real servers; a generous ceiling, not a speed check.
  testTimeout: 60_000,
  // A worker keeps part of every suite it ran (each suite's modules live in a context of their own
  // that is not all let go), so its heap grows by tens of megabytes a suite and every later suite
  // pays for it in garbage collection: a worker past this size is replaced by a new one. Measured
  // on the whole test command (two cores, three workers): 2,267 CPU-seconds and 19 min 54 s without
  // it, 1,544 CPU-seconds and 13 min 44 s with it.
  workerIdleMemoryLimit: '400MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{libs,apps,simulators}/**/*.unit.spec.ts'],
      // The console's unit tests run in the web project (they may reach TSX through a module's face).
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/apps/web/'],
    },
    { ...common, displayName: 'int', testMatch: ['<rootDir>/{libs,apps,simulators}/**/*.int.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/{apps,e2e}/**/*.e2e.spec.ts'],
      setupFilesAfterEnv: ['<rootDir>/e2e/support/timeout.ts'],
    },
    web,
  ],
};
