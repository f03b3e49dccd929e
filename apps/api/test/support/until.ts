/**
 * Waits for a condition instead of a fixed time: polls `probe` until `accept` holds and answers
 * that value; a failing probe counts as not yet. Past `timeoutMs` it fails with the last value.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined as T);
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
