import type { Domain, Facility, FacilityPayload, ProvStateOption } from '@ambient/core';

/** The row a facility shows while its add or update is on the way. */
export function facilityDraft(
  payload: FacilityPayload,
  base: Pick<Facility, 'id' | 'code' | 'createDate'>,
  domains: readonly Domain[],
  provStates: readonly ProvStateOption[],
): Facility {
  const provState = provStates.find((p) => p.id === payload.provStateId) ?? null;
  const domain = domains.find((d) => d.id === payload.domainId) ?? null;
  return {
    ...base,
    name: payload.name,
    street: payload.street,
    city: payload.city,
    countryId: payload.countryId,
    provStateId: provState?.id ?? null,
    provState: provState?.code ?? null,
    domainId: domain?.id ?? null,
    domainName: domain?.name ?? null,
    geographicalDescription: [payload.city, provState?.code].filter(Boolean).join(', '),
  };
}
