/**
 * The API's slices import each other in one direction only (docs/architecture.md): a cycle between
 * slices makes one of them read another's exports before they exist when the modules load (a
 * decorator of a controller then meets an uninitialized binding), in whichever order a suite or the
 * server happens to load them. Lint checks that slices meet through their index; this checks that
 * the slices' imports, read from the sources, form no cycle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const SOURCES = join(import.meta.dirname, '..', '..', 'src');

/** Each slice (a folder under src) and the other slices its files import. */
function sliceImports(): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const entry of readdirSync(SOURCES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const slice = relative(SOURCES, path).split(sep)[0]!;
    if (slice === entry.name) continue; // the composition root's own files
    const named = imports.get(slice) ?? new Set<string>();
    for (const [, other] of readFileSync(path, 'utf8').matchAll(/from '\.\.\/(?:\.\.\/)*([a-z-]+)\//g))
      if (other !== slice) named.add(other!);
    imports.set(slice, named);
  }
  return imports;
}

/** A cycle of slices, as the path that closes it, or null when there is none. */
function cycleOf(imports: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const visit = (slice: string, path: string[]): string[] | null => {
    if (path.includes(slice)) return [...path.slice(path.indexOf(slice)), slice];
    if (done.has(slice)) return null;
    for (const other of imports.get(slice) ?? []) {
      const cycle = visit(other, [...path, slice]);
      if (cycle) return cycle;
    }
    done.add(slice);
    return null;
  };
  for (const slice of imports.keys()) {
    const cycle = visit(slice, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("the API's slices", () => {
  it('import each other without a cycle', () => {
    const imports = sliceImports();
    expect(imports.size).toBeGreaterThan(30);
    expect(cycleOf(imports)?.join(' → ') ?? 'no cycle').toBe('no cycle');
  });

  it('would name a cycle, were there one', () => {
    const imports = sliceImports();
    const withCycle = new Map(imports);
    withCycle.set('devices', new Set([...(imports.get('devices') ?? []), 'seed']));
    expect(cycleOf(withCycle)).toEqual(expect.arrayContaining(['seed', 'devices']));
  });
});
