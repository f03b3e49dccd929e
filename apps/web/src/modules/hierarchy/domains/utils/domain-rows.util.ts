import type { Domain, DomainPayload, Facility, NamedRef } from '@ambient/core';

/** Facility names as the server joins them: by name, separated by commas. */
export function assignedFacilityNames(
  facilityIds: readonly number[],
  facilities: readonly Facility[],
): string {
  return facilities
    .filter((f) => facilityIds.includes(f.id))
    .map((f) => f.name)
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
}

/**
 * The facilities a domain may hold: those in no domain and its own (a facility belongs to at
 * most one domain, spec 01 §4). `domainId` null is a new domain.
 */
export function assignableFacilities(facilities: readonly Facility[], domainId: number | null): Facility[] {
  return facilities.filter((f) => f.domainId === null || (domainId !== null && f.domainId === domainId));
}

/** The row a domain shows while its add or update is on the way. */
export function domainDraft(
  payload: DomainPayload,
  base: Pick<Domain, 'id' | 'users' | 'genieCount' | 'abbyCount' | 'kioskCount' | 'createDate'>,
  organizations: readonly NamedRef[],
  facilities: readonly Facility[],
): Domain {
  return {
    ...base,
    name: payload.name,
    description: payload.description,
    organizationId: payload.organizationId,
    organizationName: organizations.find((o) => o.id === payload.organizationId)?.name ?? '',
    facilityIds: [...payload.facilityIds],
    assignedFacilities: assignedFacilityNames(payload.facilityIds, facilities),
  };
}
