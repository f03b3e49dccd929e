import {
  Country,
  Limits,
  type Domain,
  type FacilityPayload,
  type Facility,
  type FieldError,
  type ProvStateOption,
} from '@ambient/core';
import { errorsOf, placeNameError, toSentText, toShownText } from '../../../../ui/resource';

export interface FacilityForm {
  name: string;
  street: string;
  city: string;
  /** 0 until a country is chosen. */
  countryId: number;
  /** 0 when none is chosen. */
  provStateId: number;
  /** 0 is (No Domain). */
  domainId: number;
}

export function facilityFormOf(facility: Facility | null): FacilityForm {
  return {
    name: toShownText(facility?.name),
    street: toShownText(facility?.street),
    city: toShownText(facility?.city),
    countryId: facility?.countryId ?? 0,
    provStateId: facility?.provStateId ?? 0,
    domainId: facility?.domainId ?? 0,
  };
}

/** Changing the country clears the province/state (spec 01 §4). */
export function withCountry(form: FacilityForm, countryId: number): FacilityForm {
  return countryId === form.countryId ? form : { ...form, countryId, provStateId: 0 };
}

/** The province/state field's label: Province for Canada, State otherwise; hidden with no country. */
export function provStateLabelKey(countryId: number): 'province' | 'state' | null {
  if (countryId <= 0) return null;
  return countryId === Country.Canada ? 'province' : 'state';
}

export function provStatesOf(options: readonly ProvStateOption[], countryId: number): ProvStateOption[] {
  return options.filter((option) => option.countryId === countryId);
}

/** Facility (spec 01 §5): name required, at most 50; street and city at most 100. */
export function validateFacilityForm(form: FacilityForm): FieldError[] {
  return errorsOf(
    placeNameError(form.name, Limits.facilityNameMax),
    form.street.trim().length > Limits.streetMax
      ? { field: 'street', key: 'facility.streetMaxChars', params: { max: Limits.streetMax } }
      : null,
    form.city.trim().length > Limits.cityMax
      ? { field: 'city', key: 'facility.cityMaxChars', params: { max: Limits.cityMax } }
      : null,
  );
}

/** POST and PUT facilities: trimmed texts, name escaped, a domain of 0 or below sent as null. */
export function facilityPayloadOf(form: FacilityForm): FacilityPayload {
  return {
    name: toSentText(form.name),
    street: toSentText(form.street),
    city: toSentText(form.city),
    countryId: form.countryId > 0 ? form.countryId : null,
    provStateId: form.countryId > 0 && form.provStateId > 0 ? form.provStateId : null,
    domainId: form.domainId > 0 ? form.domainId : null,
  };
}

/**
 * What moving a facility to another domain needs first (spec 01 §4): nothing, the "Change
 * Domains?" confirmation (the old domain has managers), or the "No internal domain found" error.
 */
export type DomainChangeCheck =
  { kind: 'none' } | { kind: 'confirm'; from: Domain } | { kind: 'missingDomain' };

export function domainChangeCheck(
  savedDomainId: number | null,
  currentDomainId: number,
  nextDomainId: number,
  domains: readonly Domain[],
): DomainChangeCheck {
  // Only leaving the saved domain asks; further changes were already confirmed.
  if (savedDomainId === null || savedDomainId <= 0) return { kind: 'none' };
  if (currentDomainId !== savedDomainId || nextDomainId === savedDomainId) return { kind: 'none' };
  const from = domains.find((domain) => domain.id === savedDomainId);
  if (!from) return { kind: 'missingDomain' };
  return from.users.length > 0 ? { kind: 'confirm', from } : { kind: 'none' };
}
