/**
 * Every text a screen can show arrives with the screen (decision 0114): a component that asks for
 * a namespace not yet loaded suspends, and the screen's Suspense boundary then hides the whole
 * screen, dialogs included, behind "One moment" until it arrives. So the namespaces each screen
 * names in `pages/screens.ts`, with the frame's, must hold every namespace its code can ask for.
 *
 * The code is followed from the screen's page file through its relative imports (a barrel only
 * through the exports a file takes from it); a namespace is read where the code names one:
 * `useTranslation('…')` or `useTranslation(['…', …])`, `t('namespace:key')`, and the `namespace`
 * a shared component is configured with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const SRC = resolve(import.meta.dirname, '../src');
const source = (file: string) => readFileSync(file, 'utf8');

/** The namespaces of the frame, loaded at start. */
const frame = [...source(join(SRC, 'i18n/frame-namespaces.constant.ts')).matchAll(/^\s*'(\w+)',$/gm)].map(
  (match) => match[1]!,
);
const namespaces = new Set(
  [...source(join(SRC, 'i18n/namespaces.constant.ts')).matchAll(/^\s*'(\w+)',$/gm)].map((match) => match[1]!),
);

/** Each screen of `pages/screens.ts`: its route, its page file and the namespaces it names. */
const screens = [
  ...source(join(SRC, 'pages/screens.ts')).matchAll(
    /(\w+): page\(\(\) => import\('\.\/(\w+)'\), '\w+', \[([^\]]*)\]\)/g,
  ),
].map(([, route, file, names]) => ({
  route: route!,
  file: join(SRC, 'pages', `${file!}.tsx`),
  names: [...names!.matchAll(/'(\w+)'/g)].map((match) => match[1]!),
}));

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find(existsSync);
}

const isBarrel = (file: string) => /\/index\.tsx?$/.test(file);

/** The names an import or re-export clause takes: `*` for all of them. */
function namesOf(clause: string): string[] {
  if (/^\s*\*/.test(clause) || !clause.includes('{')) return ['*'];
  return clause
    .slice(clause.indexOf('{') + 1, clause.lastIndexOf('}'))
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!);
}

const STATEMENT = /^(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s+'(\.[^']+)'/gm;
const DYNAMIC = /import\('(\.[^']+)'\)/g;

/** The files and namespaces a screen's code reaches from its page file. */
function reach(entry: string): { files: Set<string>; used: Map<string, string> } {
  const files = new Set<string>();
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string, name: string) => {
    const key = isBarrel(file) ? `${file}#${name}` : file;
    if (seen.has(key)) return;
    seen.add(key);
    const text = source(file);
    if (isBarrel(file)) {
      for (const [, kind, typeOnly, clause, specifier] of text.matchAll(STATEMENT)) {
        if (kind !== 'export' || typeOnly) continue;
        const exported = namesOf(clause!);
        if (name !== '*' && !exported.includes('*') && !exported.includes(name)) continue;
        const target = resolveImport(file, specifier!);
        if (target) visit(target, exported.includes('*') ? name : name === '*' ? '*' : name);
      }
      return;
    }
    files.add(file);
    const at = relative(SRC, file);
    for (const match of text.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'\w+')/g))
      for (const [, namespace] of match[1]!.matchAll(/'(\w+)'/g)) used.set(namespace!, at);
    for (const [, namespace] of text.matchAll(/\bt\('(\w+):/g)) used.set(namespace!, at);
    for (const [, namespace] of text.matchAll(/\bnamespace:\s*'(\w+)'(?!\s*\|)/g)) used.set(namespace!, at);
    for (const [, kind, typeOnly, clause, specifier] of text.matchAll(STATEMENT)) {
      if (typeOnly) continue;
      if (kind === 'export' && !clause) continue;
      const target = resolveImport(file, specifier!);
      if (target) for (const taken of namesOf(clause!)) visit(target, taken);
    }
    for (const [, specifier] of text.matchAll(DYNAMIC)) {
      const target = resolveImport(file, specifier!);
      if (target) visit(target, '*');
    }
  };
  visit(entry, '*');
  return { files, used };
}

describe('the texts each screen brings with it', () => {
  it('reads every screen of pages/screens.ts', () => {
    expect(screens.length).toBeGreaterThan(40);
    expect(frame).toContain('common');
    for (const screen of screens) for (const name of screen.names) expect(namespaces).toContain(name);
  });

  it.each(screens.map((screen) => [screen.route, screen] as const))(
    '%s names every namespace its components ask for',
    (_route, screen) => {
      const { files, used } = reach(screen.file);
      expect(files.size).toBeGreaterThan(1);
      const loaded = new Set([...frame, ...screen.names]);
      const missing = [...used].filter(([namespace]) => !loaded.has(namespace));
      expect(missing.map(([namespace, file]) => `${namespace} (asked for in ${file})`)).toEqual([]);
    },
  );
});
