/**
 * Claims across the machine's test workers and processes, each a file created exclusively under
 * the temporary folder: a port handed out (`freePort`), and something every worker of a run needs
 * and one of them makes (a migrated PGlite cluster, a seeded demo), made by the first to need it
 * while the others wait, then taken by all, instead of each worker making its own at a run's start.
 */
import { rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';

/**
 * Claims `file` for `holdsMs`: true when it was created now, or when the claim in it is older than
 * that (left by a run that died), which is taken over; false while another holds it.
 */
export function claimFile(file: string, holdsMs: number): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(file).mtimeMs < holdsMs) return false;
      utimesSync(file, new Date(), new Date());
      return true;
    } catch {
      return false;
    }
  }
}

/** How long a maker's claim holds before another takes over (seeding the demo takes under a minute). */
const MAKING_MS = 5 * 60_000;

/**
 * Answers `take()` once it answers something, making it with `make()` first when no worker has:
 * one `make` at a time across the machine's workers and processes (the claim file `lock`).
 */
export async function madeOnce<T>(lock: string, take: () => T | null, make: () => Promise<void>): Promise<T> {
  for (;;) {
    const found = take();
    if (found !== null) return found;
    if (!claimFile(lock, MAKING_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      // Made by another between the look and the claim.
      const made = take();
      if (made !== null) return made;
      await make();
    } finally {
      rmSync(lock, { force: true });
    }
  }
}
