import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { openDatabase, PgliteFilesInUseError } from '../../src/database/database.js';
import { ENTITIES } from '../../src/entities.js';
import { pgliteTemplate } from '../support/pglite-template.js';

// New files start from the migrated template; files made already open as they are.
const open = async (pgliteDir: string) =>
  openDatabase({ databaseUrl: null, pgliteDir, entities: ENTITIES, pgliteTemplate: await pgliteTemplate() });

// Opening PGlite files takes seconds, more on a loaded machine.
jest.setTimeout(180_000);

describe('PGlite files are opened by one process at a time', () => {
  it('refuses a second opening of the same files (a rebuild or seed while the API runs) and says why', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ambient-pglite-')), 'pglite');
    const first = await open(dir);
    const error = await open(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PgliteFilesInUseError);
    expect((error as Error).message).toContain(`pid ${process.pid}`);
    expect((error as Error).message).toContain('stop that process first');
    // The refused opening changed nothing: the first keeps working, and after it closes the
    // files open again with their data.
    await first.dataSource.query('CREATE TABLE kept (n int)');
    await first.dataSource.query('INSERT INTO kept VALUES (7)');
    await first.close();
    const again = await open(dir);
    expect(await again.dataSource.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ambient-pglite-')), 'pglite');
    // No process has this pid (above the kernel's maximum).
    writeFileSync(`${dir}.lock`, '4194305');
    const db = await open(dir);
    expect(await db.dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await db.close();
  });
});
