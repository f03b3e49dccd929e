import type { QueryClient } from '@tanstack/react-query';
import type { ReadModelName } from '@ambient/core';

/**
 * Refetches exactly the queries that read one of `changed` (each query names its read models in
 * `meta.readModels`). The server says which read models a batch changed (`readModels.changed`);
 * a write's own answer says the same for the models it wrote.
 */
export function invalidateReadModels(
  queryClient: QueryClient,
  changed: readonly ReadModelName[],
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.meta?.readModels?.some((name) => changed.includes(name)) ?? false,
  });
}

/** Every query that reads a read model (after a lost live connection: what changed was missed). */
export function invalidateAllReadModels(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => (query.meta?.readModels?.length ?? 0) > 0,
  });
}
