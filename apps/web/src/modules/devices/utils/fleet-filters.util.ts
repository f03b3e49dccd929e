import {
  FLEET_KIND_FILTERS,
  FLEET_PRESENCE_FILTERS,
  type FleetKindFilter,
  type FleetPresenceFilter,
} from '@ambient/core';

/** The Fleet screen's filters beside its search; null is All. They live in the address. */
export interface FleetFilters {
  presence: FleetPresenceFilter | null;
  kind: FleetKindFilter | null;
  behindOnly: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((known) => known === value) ?? null;

/** The filters an address asks for (`?presence=online&kind=abby&behind=true`); unknown values are All. */
export function fleetFiltersOf(search: URLSearchParams): FleetFilters {
  return {
    presence: oneOf(FLEET_PRESENCE_FILTERS, search.get('presence')),
    kind: oneOf(FLEET_KIND_FILTERS, search.get('kind')),
    behindOnly: search.get('behind') === 'true',
  };
}

/** The address's query for the filters: All is left out, so the plain address lists every kiosk. */
export function fleetSearchOf(filters: FleetFilters): string {
  const search = new URLSearchParams();
  if (filters.presence) search.set('presence', filters.presence);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.behindOnly) search.set('behind', 'true');
  return search.toString();
}
