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
const API_PLATFORM = [
  'auth',
  'common',
  'config',
  'database',
  'health',
  'live',
  'mail',
  'storage',
  'jobs',
  'device-commands',
];
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
/**
 * The console (docs/decisions/0010-console-modules-and-kit.md): a feature module reaches another
 * only through its index.ts; `ui/` (the resource kit and shared components) and the platform
 * folders (api, i18n, utils) import no module; the app and the pages use modules' faces.
 */
const WEB_MODULES = readdirSync(join(root, 'apps/web/src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webTs = (folder) => [`apps/web/src/${folder}/**/*.ts`, `apps/web/src/${folder}/**/*.tsx`];
const webBase = [
  appImports('web'),
  { regex: '^@ambient/event-sourcing(/|$)', message: 'The console speaks the API, not the engine.' },
];
const webFace = (modules) => ({
  regex: `^(\\.\\./)+(modules/)?(${modules.join('|')})/`,
  message: 'A console module is reached only through its index.ts (its public face).',
});
function webBoundaries() {
  return [
    boundary('web', ['apps/web/**/*.ts', 'apps/web/**/*.tsx'], webBase),
    ...WEB_MODULES.map((module) =>
      boundary(`web-module-${module}`, webTs(`modules/${module}`), [
        ...webBase,
        webFace(WEB_MODULES.filter((other) => other !== module)),
      ]),
    ),
    boundary(
      'web-app',
      [...webTs('app'), ...webTs('pages'), 'apps/web/src/main.tsx'],
      [...webBase, webFace(WEB_MODULES)],
    ),
    boundary('web-platform', ['ui', 'api', 'i18n', 'utils'].flatMap(webTs), [
      ...webBase,
      {
        regex: '^(\\.\\./)+(modules|app|pages)(/|$)',
        message: 'Shared console code (ui, api, i18n, utils) imports no feature module, app or page.',
      },
    ]),
  ];
}
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
  ...webBoundaries(),
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
