import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogueFile } from './src/i18n/catalogue-file.util.ts';
import { FRAME_NAMESPACES } from './src/i18n/frame-namespaces.constant.ts';

const api = 'http://localhost:4280';
const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/** Files worth compressing, and the size under which a compressed copy saves nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside each text asset of
 * the build, so that the API sends them as they are instead of compressing on every request
 * (decision 0015). A copy is kept only when it is smaller than the file.
 */
function precompress(): Plugin {
  return {
    name: 'ambient-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of filesUnder(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(bytes, { level: 9 });
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

const inPackages = (...names: string[]) =>
  new RegExp(`node_modules[\\\\/](${names.map((n) => n.replace('/', '[\\\\/]')).join('|')})[\\\\/]`);

/**
 * Vendor chunks by what changes together and what a screen needs. The data grid, used only by
 * the list screens, is a chunk of its own so that Home never loads it (the console and the core
 * declare no side effects on import, so a barrel's unused re-exports, such as the resource kit's
 * grids, stay out of Home's graph: decision 0107). MUI is cut in two: what the first load uses
 * (`$initial`: imported, directly or not, by the entry) and what only other screens do, which
 * Home no longer fetches (decision 0114). Packages named nowhere here follow the page that
 * imports them.
 */
/** MUI and what it needs. */
const MUI = inPackages(
  '@mui/material',
  '@mui/system',
  '@mui/utils',
  '@mui/styled-engine',
  '@mui/private-theming',
  '@mui/core-downloads-tracker',
  '@emotion',
  '@popperjs',
  'react-transition-group',
  'stylis',
  'clsx',
  '@babel/runtime',
  'prop-types',
  'react-is',
  'hoist-non-react-statics',
);

const VENDOR_GROUPS = [
  {
    name: 'react',
    priority: 40,
    test: inPackages(
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'react-router-dom',
      'cookie',
      'set-cookie-parser',
    ),
  },
  {
    name: 'data-grid',
    priority: 10,
    test: inPackages(
      '@mui/x-data-grid',
      '@mui/x-internals',
      '@mui/x-virtualizer',
      'reselect',
      'use-sync-external-store',
    ),
  },
  { name: 'mui', priority: 31, tags: ['$initial' as const], test: MUI },
  { name: 'mui-screens', priority: 30, test: MUI },
  {
    name: 'i18n',
    priority: 20,
    test: inPackages('i18next', 'react-i18next', 'html-parse-stringify', 'void-elements'),
  },
  { name: 'identity', priority: 20, test: inPackages('oidc-client-ts', 'react-oidc-context', 'jwt-decode') },
  { name: 'query', priority: 20, test: inPackages('@tanstack') },
  {
    name: 'socket',
    priority: 20,
    test: inPackages(
      'socket.io-client',
      'socket.io-parser',
      'engine.io-client',
      'engine.io-parser',
      '@socket.io',
      'debug',
      'ms',
      'xmlhttprequest-ssl',
    ),
  },
];

const FRAME_CATALOGUES = FRAME_NAMESPACES.map(catalogueFile);
const frameCatalogue = (language: 'en' | 'fr') =>
  new RegExp(
    `apps[\\\\/]web[\\\\/]src[\\\\/]i18n[\\\\/]${language}[\\\\/](${FRAME_CATALOGUES.join('|')})\\.ts$`,
  );

/**
 * The first load in as few files as its parts allow, since every file costs its headers and a
 * request: the console's and the core's modules the entry imports in one chunk (instead of one
 * small chunk for each module that screens share with it), and the frame's texts in one chunk
 * per language, so an English reader fetches only the English one and a French reader only the
 * French one. Every other namespace stays a chunk of its own, fetched with its screen
 * (decision 0114).
 */
const FIRST_LOAD_GROUPS = [
  {
    name: 'frame',
    priority: 5,
    tags: ['$initial' as const],
    test: /apps[\\/]web[\\/]src[\\/]|libs[\\/]core[\\/]src[\\/]/,
  },
  { name: 'frame-en', priority: 4, test: frameCatalogue('en') },
  { name: 'frame-fr', priority: 4, test: frameCatalogue('fr') },
];

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@ambient/core': fileURLToPath(new URL('../../libs/core/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/oidc': { target: api, changeOrigin: false },
      '/socket.io': { target: api, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...FIRST_LOAD_GROUPS, ...VENDOR_GROUPS] },
      },
    },
  },
});
