import type { DiscoveryService } from '@nestjs/core';
import { PROJECTION_METADATA_KEY, type Projection } from './projection.js';

/**
 * The projections registered in the application (see `ReadModelProjection`), in registration
 * order; fails when two share a name.
 */
export function discoverProjections(discovery: DiscoveryService): Projection[] {
  const found = discovery
    .getProviders({ metadataKey: PROJECTION_METADATA_KEY })
    .map((wrapper) => wrapper.instance as Projection | undefined)
    .filter((instance): instance is Projection => instance !== undefined);
  const names = new Map<string, number>();
  for (const projection of found) names.set(projection.name, (names.get(projection.name) ?? 0) + 1);
  const twice = [...names].filter(([, n]) => n > 1).map(([name]) => name);
  if (twice.length > 0) throw new Error(`Two projections share the name ${twice.join(', ')}`);
  return found;
}
