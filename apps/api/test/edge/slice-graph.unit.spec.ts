/**
 * The folders of each tree import each other in one direction only (docs/architecture.md): the
 * API's slices, the core's features, the console's modules and the engine's parts. In the API a
 * cycle between slices makes one of them read another's exports before they exist when the modules
 * load (a decorator of a controller then meets an uninitialized binding), in whichever order a
 * suite or the server happens to load them; elsewhere a cycle means two folders are one feature
 * cut in two. Lint checks that folders meet through their index; this checks that their imports,
 * read from the sources and resolved as paths, form no cycle. A file at a tree's root (the API's
 * composition root `entities.ts`, `app.module.ts`, its commands) is a node of its own, so a slice
 * importing the composition root that imports it is a cycle too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"\n]*)['"]/g;

/** The node a path of the tree belongs to: its top folder, or the root file itself. */
function nodeOf(tree: string, path: string): string | null {
  const inside = relative(tree, path);
  if (inside.startsWith('..')) return null;
  const [first, ...rest] = inside.split(sep);
  const folder = rest.length > 0 || statSync(path, { throwIfNoEntry: false })?.isDirectory();
  return folder ? first! : `${first!.replace(/\.(d\.ts|[jt]sx?)$/, '')} (root file)`;
}

/** Each node of a tree (a folder under it, or a file at its root) and the others it imports. */
function importsOf(treeFolder: string): Map<string, Set<string>> {
  const tree = join(ROOT, treeFolder);
  const imports = new Map<string, Set<string>>();
  for (const entry of readdirSync(tree, { recursive: true, withFileTypes: true })) {
    // A test is a leaf: it may import the whole face of its library, and nothing imports it.
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.spec\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const node = nodeOf(tree, path)!;
    const named = imports.get(node) ?? new Set<string>();
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
      const other = nodeOf(tree, resolve(dirname(path), specifier!));
      if (other !== null && other !== node) named.add(other);
    }
    imports.set(node, named);
  }
  return imports;
}

/** A cycle of nodes, as the path that closes it, or null when there is none. */
function cycleOf(imports: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const other of imports.get(node) ?? []) {
      const cycle = visit(other, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of imports.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

const withEdge = (imports: Map<string, Set<string>>, from: string, to: string) =>
  new Map([...imports, [from, new Set([...(imports.get(from) ?? []), to])]]);

describe('the folders of each tree', () => {
  it.each([
    ["the API's slices and root files", 'apps/api/src', 30],
    ["the core's features", 'libs/core/src', 25],
    ["the console's modules", 'apps/web/src/modules', 25],
    ["the device gateway's parts", 'apps/device-gateway/src', 8],
  ])('%s import each other without a cycle', (_, tree, size) => {
    const imports = importsOf(tree);
    expect(imports.size).toBeGreaterThan(size);
    expect(cycleOf(imports)?.join(' → ') ?? 'no cycle').toBe('no cycle');
  });

  it("the engine's parts import each other without a cycle", () => {
    // The store is given the protection's sealing layer and the rebuild's reader: it imports neither.
    const imports = importsOf('libs/event-sourcing/src');
    expect(imports.size).toBeGreaterThan(8);
    expect(imports.get('store')).toEqual(new Set());
    expect(cycleOf(imports)?.join(' → ') ?? 'no cycle').toBe('no cycle');
  });

  it('would name a cycle between slices, were there one', () => {
    const imports = importsOf('apps/api/src');
    expect(cycleOf(withEdge(imports, 'devices', 'seed'))).toEqual(
      expect.arrayContaining(['seed', 'devices']),
    );
  });

  it('would name a slice importing the composition root, as data-key rotation once did', () => {
    // privacy/data-key-rotation.ts imported entities.ts, which imports the tables of the slices
    // that import privacy (messages among them); the rotation is now given the tables.
    const imports = importsOf('apps/api/src');
    expect(imports.get('messages')).toContain('privacy');
    expect(imports.get('entities (root file)')).toContain('messages');
    expect(cycleOf(withEdge(imports, 'privacy', 'entities (root file)'))).toEqual(
      expect.arrayContaining(['privacy', 'entities (root file)']),
    );
  });
});
