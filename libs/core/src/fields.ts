/**
 * Whether two sets of fields hold the same values, whatever the order of their keys: a state
 * folded from stored events has its keys in the order the store gives them (PostgreSQL's jsonb
 * sorts them), not in the order a decider builds them.
 */
export function sameFields(a: object, b: object): boolean {
  const sorted = (fields: object): string =>
    JSON.stringify(Object.entries(fields).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return sorted(a) === sorted(b);
}
