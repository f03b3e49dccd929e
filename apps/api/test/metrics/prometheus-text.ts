/** Reading a Prometheus text exposition (what a scrape answers) in the metrics suites. */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Every sample of the text, comments left out. */
export function samples(text: string): Sample[] {
  const found: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    found.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return found;
}

/** The value of the sample with exactly these labels, or undefined when the text has none. */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels);
  return samples(text).find(
    (sample) =>
      sample.name === name &&
      Object.keys(sample.labels).length === wanted.length &&
      wanted.every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

/** Every value a label takes among the samples of `name`. */
export function labelValues(text: string, name: string, label: string): string[] {
  return [
    ...new Set(
      samples(text)
        .filter((sample) => sample.name === name && label in sample.labels)
        .map((sample) => sample.labels[label]!),
    ),
  ];
}
