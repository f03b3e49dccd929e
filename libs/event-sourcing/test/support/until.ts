/**
 * Polls `probe` every 50 ms until `accept` takes what it answers, and answers that; a probe that
 * fails counts as not yet. After `timeoutMs` (a minute unless told) it fails, saying what it
 * waited for and last saw.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 60_000 }: { timeoutMs?: number } = {},
): Promise<T> {
  const started = Date.now();
  let last: T | undefined;
  while (Date.now() - started <= timeoutMs) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch {
      last = undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(last)}`);
}
