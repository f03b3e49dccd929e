/**
 * One lint configuration for every workspace. TypeScript is linted with type information (the
 * project service finds each file's tsconfig.json) in every workspace that has a tsconfig.json;
 * a workspace without one yet gets the rules that need no types, instead of a parse error per file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * Boundaries (docs/decisions/0012-boundaries.md). The API's top-level folders are either
 * platform (infrastructure every slice may use, importing no slice) or slices; a slice reaches
 * another slice only through its index.ts. Libraries import no app; no app imports another app.
 */
const API_PLATFORM = ['auth', 'common', 'config', 'database', 'health', 'live', 'mail', 'storage'];
const apiFolders = readdirSync(join(root, 'apps/api/src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const API_SLICES = apiFolders.filter((folder) => !API_PLATFORM.includes(folder));
const upTo = (folders) => `^(\\.\\./)+(${folders.join('|')})/`;
const boundary = (name, files, patterns) => ({
  name: `ambient/boundaries/${name}`,
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
const APPS = ['api', 'web', 'device-gateway'];
const appImports = (except) => ({
  regex: `^@ambient/(${[...APPS.filter((app) => app !== except), 'simulators'].join('|')})(/|$)`,
  message: 'An app never imports another app (nor the simulators): share code through libs/.',
});
const boundaries = [
  ...API_SLICES.map((slice) =>
    boundary(
      `slice-${slice}`,
      [`apps/api/src/${slice}/**/*.ts`],
      [
        appImports('api'),
        {
          regex: `${upTo(API_SLICES.filter((other) => other !== slice))}(?!index\\.js$)`,
          message: 'A slice reaches another slice only through its index.ts (its public face).',
        },
      ],
    ),
  ),
  boundary(
    'platform',
    API_PLATFORM.map((folder) => `apps/api/src/${folder}/**/*.ts`),
    [
      appImports('api'),
      {
        regex: upTo(API_SLICES),
        message: 'Platform code imports no slice: pass what it needs in (a port, an option).',
      },
    ],
  ),
  boundary('api-root', ['apps/api/src/*.ts'], [appImports('api')]),
  boundary('device-gateway', ['apps/device-gateway/src/**/*.ts'], [appImports('device-gateway')]),
  boundary(
    'web',
    ['apps/web/**/*.ts', 'apps/web/**/*.tsx'],
    [
      appImports('web'),
      { regex: '^@ambient/event-sourcing(/|$)', message: 'The console speaks the API, not the engine.' },
    ],
  ),
  boundary(
    'libs',
    ['libs/**/*.ts'],
    [
      {
        regex: '^@ambient/(api|web|device-gateway|simulators)(/|$)',
        message: 'A library never imports an app.',
      },
      { regex: '^(\\.\\./)+(\\.\\./)(apps|simulators)/', message: 'A library never imports an app.' },
    ],
  ),
  boundary(
    'simulators',
    ['simulators/**/*.ts'],
    [
      {
        regex: '^@ambient/(api|web|device-gateway)(/|$)',
        message: 'The simulators speak the device protocol (libs), not the gateway app.',
      },
    ],
  ),
];
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const typedWorkspaces = workspaces.filter((workspace) => existsSync(join(root, workspace, 'tsconfig.json')));
const tsFiles = (folder) => [
  `${folder}/**/*.ts`,
  `${folder}/**/*.tsx`,
  `${folder}/**/*.mts`,
  `${folder}/**/*.cts`,
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/coverage/',
    'data/',
    '**/data/',
    'apps/web/dist/',
    'test-results/',
    'playwright-report/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'ambient/all',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  {
    name: 'ambient/type-aware',
    files: typedWorkspaces.flatMap(tsFiles),
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },

  {
    name: 'ambient/javascript',
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      sourceType: 'module',
      globals: globals.node,
    },
  },

  ...boundaries,
);
