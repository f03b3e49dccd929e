/**
 * One lint configuration for every workspace. TypeScript is linted with type information (the
 * project service finds each file's tsconfig.json) in every workspace that has a tsconfig.json;
 * a workspace without one yet gets the rules that need no types, instead of a parse error per file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
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
);
