export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
}

/** Probes until the value is accepted, instead of sleeping a guessed time; fails with the last value seen. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T> | T,
  accept: (value: T) => boolean,
  { timeoutMs = 5_000, intervalMs = 20 }: WaitOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(value)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
