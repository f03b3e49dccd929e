// `concurrency` workers calling `once(worker, n)` in a loop for `seconds`: how many calls, how
// many a second, and their 50th and 99th percentile latencies in milliseconds.
export async function measureLatencies(once, { seconds, concurrency }) {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        const t = performance.now();
        await once(worker, n);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1));
  return {
    calls: latencies.length,
    perSecond: Number((latencies.length / elapsed).toFixed(1)),
    p50ms: pct(50),
    p99ms: pct(99),
  };
}
