/**
 * One file-name case in every tree (docs/architecture.md, "Conventions"): a file is named in
 * kebab-case with its role as a suffix (`kiosk.decider.ts`, `key-tags.endpoints.ts`); a React
 * component's file is its component's name (`KioskForm.tsx`), a hook's its hook's
 * (`useKioskForm.ts`); a migration is its timestamp and its name, as TypeORM writes it. A
 * camelCase file beside kebab-case ones (`keyTags.ts`) fails here, with its path.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const TREES = [
  'libs/core/src',
  'libs/event-sourcing/src',
  'libs/device-protocol/src',
  'apps/api/src',
  'apps/api/test',
  'apps/device-gateway/src',
  'apps/web/src',
  'apps/web/test',
  'simulators/src',
  'e2e',
];

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|js|json)$/;
const COMPONENT = /^[A-Z][A-Za-z0-9]*(\.unit\.spec)?\.tsx$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*(\.unit\.spec)?\.tsx?$/;
const MIGRATION = /^\d{13}-[A-Z][A-Za-z0-9]*\.ts$/;

function filesUnder(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const wellNamed = (name: string): boolean =>
  KEBAB.test(name) || COMPONENT.test(name) || HOOK.test(name) || MIGRATION.test(name);

describe('file names', () => {
  it.each(TREES)('are kebab-case in %s, but for components, hooks and migrations', (tree) => {
    const files = filesUnder(join(ROOT, tree));
    expect(files.length).toBeGreaterThan(0);
    const misnamed = files.filter((path) => !wellNamed(path.split('/').at(-1)!));
    expect(misnamed.map((path) => relative(ROOT, path))).toEqual([]);
  });

  it('tells the cases apart as the convention says', () => {
    expect(
      ['kiosk.decider.ts', 'key-tags.endpoints.ts', 'KioskForm.tsx', 'useKioskForm.ts'].every(wellNamed),
    ).toBe(true);
    expect(['1796000000000-IdempotencyKeys.ts', 'i18next.d.ts', 'api-paths.ts'].every(wellNamed)).toBe(true);
    expect(['keyTags.ts', 'mediaColumns.tsx', 'Kiosk_form.tsx', 'kiosk.Decider.ts'].some(wellNamed)).toBe(
      false,
    );
  });
});
