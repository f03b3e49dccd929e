/**
 * The migrated PGlite cluster every in-memory test database starts from. Making a cluster
 * (initdb) and running every migration takes seconds on each opening; the result is the same
 * every time, so it is made once for a set of migrations, kept in the system's temporary folder,
 * and loaded from there. The file's name is a digest of the migrations (names and code) and of
 * PGlite's code, so a changed migration makes a new template.
 */
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { openDatabase } from '../../src/database/database.js';
import { MIGRATIONS } from '../../src/database/migrations/index.js';
import { ENTITIES } from '../../src/entities.js';
import { madeOnce } from './file-claims.js';

let template: Promise<Blob> | null = null;

/** The migrated cluster, made now if this set of migrations has none yet. */
export function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrMake();
  return template;
}

/** A digest that changes with PGlite's code and with every migration's name and code. */
export function schemaDigest(): Hash {
  // PGlite's entry point changes with its version (its package.json is not exported).
  const digest = createHash('sha256').update(
    readFileSync(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  );
  for (const migration of MIGRATIONS) digest.update(`${migration.name}\n${String(migration.prototype.up)}\n`);
  return digest;
}

/** Where an archive named `name` with this digest is kept. */
export const archiveFile = (name: string, digest: Hash): string =>
  join(tmpdir(), `ambient-${name}-${digest.digest('hex').slice(0, 16)}.tar`);

/** The kept archive, or null when none was made yet. */
export function readArchive(file: string): Blob | null {
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Keeps an archive: written aside, then renamed, so a suite reading it never sees half a file,
 * and two suites making it at once each leave a whole one. Each writes aside under a name of its
 * own: the suites of one process's worker threads share its pid.
 */
export async function keepArchive(file: string, archive: Blob): Promise<void> {
  const partial = `${file}.${randomUUID()}.partial`;
  writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  renameSync(partial, file);
  forgetOldArchives(file);
}

/** Archives of the same name unused for a day: made for code or a day that has passed. */
function forgetOldArchives(kept: string): void {
  const prefix = basename(kept).replace(/-[0-9a-f]{16}\.tar$/, '-');
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    const file = join(tmpdir(), name);
    // Archives of earlier code were gzipped (.tar.gz): they go too.
    if (file === kept || !name.startsWith(prefix) || !/\.tar(\.gz)?$/.test(name)) continue;
    try {
      if (statSync(file).atimeMs < dayAgo && statSync(file).mtimeMs < dayAgo) rmSync(file, { force: true });
    } catch {
      /* another suite removed it first */
    }
  }
}

/** The kept archive; made first (by one worker while the others wait) when none is kept yet. */
function loadOrMake(): Promise<Blob> {
  const file = archiveFile('pglite', schemaDigest());
  return madeOnce(
    `${file}.lock`,
    () => readArchive(file),
    async () => {
      const db = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://', entities: ENTITIES });
      const made = await db.dumpDataDir!();
      await db.close();
      await keepArchive(file, made);
    },
  );
}
