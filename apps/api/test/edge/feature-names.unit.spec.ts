/**
 * One name per feature in every tree (docs/architecture.md, "Features: one name in every tree"):
 * the core's feature folders, the API's slices and the console's modules are the table's features,
 * each in the trees the table marks, and every other folder is a platform folder the table names.
 * A feature renamed in one tree only, or a new folder the table does not know, fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const TREES = {
  Core: 'libs/core/src',
  API: 'apps/api/src',
  Console: 'apps/web/src/modules',
} as const;
type Tree = keyof typeof TREES;
const TREE_NAMES = Object.keys(TREES) as Tree[];

/** The rows of the markdown table that follows `heading`, each as its cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no heading "${heading}"`);
  const lines = markdown.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(2); // the header and its rule
}

const names = (cell: string) => [...cell.matchAll(/`([a-z0-9-]+)`/g)].map(([, name]) => name!);

/** What the table says: each tree's features and its platform folders. */
function declared(): Record<Tree, { features: Set<string>; platform: Set<string> }> {
  const markdown = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const result = Object.fromEntries(
    TREE_NAMES.map((tree) => [tree, { features: new Set<string>(), platform: new Set<string>() }]),
  ) as Record<Tree, { features: Set<string>; platform: Set<string> }>;
  for (const [feature, ...marks] of tableAfter(markdown, '## Features: one name in every tree')) {
    const [name] = names(feature!);
    TREE_NAMES.forEach((tree, i) => {
      if (marks[i] === '✓') result[tree].features.add(name!);
      else if (marks[i] !== '—') throw new Error(`"${marks[i]}" for ${name} in ${tree}: ✓ or —`);
    });
  }
  for (const [tree, folders] of tableAfter(markdown, '### Platform folders'))
    for (const folder of names(folders!)) result[tree as Tree].platform.add(folder);
  return result;
}

const foldersOf = (tree: Tree) =>
  readdirSync(join(ROOT, TREES[tree]), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** What disagrees between the folders and the table, tree by tree. */
function disagreements(table: ReturnType<typeof declared>, folders: Record<Tree, string[]>): string[] {
  return TREE_NAMES.flatMap((tree) => {
    const { features, platform } = table[tree];
    const unknown = folders[tree].filter((folder) => !features.has(folder) && !platform.has(folder));
    const missing = [...features, ...platform].filter((name) => !folders[tree].includes(name));
    return [
      ...unknown.map((folder) => `${TREES[tree]}/${folder} is no feature of the table in ${tree}`),
      ...missing.map((name) => `${TREES[tree]}/${name} is in the table but not in the tree`),
    ];
  });
}

describe('feature names', () => {
  const table = declared();
  const folders = Object.fromEntries(TREE_NAMES.map((tree) => [tree, foldersOf(tree)])) as Record<
    Tree,
    string[]
  >;

  it('are the same in the core, the API and the console, as the architecture table lists them', () => {
    expect(table.API.features.size).toBeGreaterThan(25);
    expect(disagreements(table, folders)).toEqual([]);
  });

  it('would name a feature called otherwise in one tree', () => {
    const renamed = { ...folders, Console: folders.Console.map((f) => (f === 'users' ? 'people' : f)) };
    expect(disagreements(table, renamed)).toEqual([
      'apps/web/src/modules/people is no feature of the table in Console',
      'apps/web/src/modules/users is in the table but not in the tree',
    ]);
  });

  it('give users, the hierarchy, devices, audit, memory albums and Genie releases one folder in each tree', () => {
    const everywhere = [...table.Core.features].filter(
      (name) => table.API.features.has(name) && table.Console.features.has(name),
    );
    expect(everywhere).toEqual(
      expect.arrayContaining(['users', 'hierarchy', 'devices', 'audit', 'memory-albums', 'genie-releases']),
    );
  });
});
