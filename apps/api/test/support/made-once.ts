/**
 * Something every worker of a run needs and one of them makes (a migrated PGlite cluster, a seeded
 * demo): the first to need it makes it under a lock file beside it while the others wait, then
 * they all take the one made, instead of each worker making its own at the start of a run.
 */
import { rmSync, statSync, writeFileSync } from 'node:fs';

/** A lock older than this was left by a run that died while making it. */
const STALE_MS = 5 * 60_000;

/** Whether the lock file could be created now (or was stale, and is taken over). */
function locked(lock: string): boolean {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs < STALE_MS) return false;
      rmSync(lock, { force: true });
    } catch {
      /* released in the meantime */
    }
    return false;
  }
}

/**
 * Answers `take()` once it answers something, making it with `make()` first when no worker has:
 * one `make` at a time across the machine's workers and processes (a lock file at `lock`).
 */
export async function madeOnce<T>(lock: string, take: () => T | null, make: () => Promise<void>): Promise<T> {
  for (;;) {
    const found = take();
    if (found !== null) return found;
    if (!locked(lock)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      // Made by another between the look and the lock.
      const made = take();
      if (made !== null) return made;
      await make();
    } finally {
      rmSync(lock, { force: true });
    }
  }
}
