import { describe, expect, it } from '@jest/globals';
import type { Domain, Facility } from '@ambient/core';
import {
  domainChangeCheck,
  facilityFormOf,
  facilityPayloadOf,
  provStateLabelKey,
  validateFacilityForm,
  withCountry,
} from './facility-form.util';

const domain = (id: number, managers: string[]): Domain => ({
  id,
  name: `Domain ${id}`,
  description: '',
  organizationId: 1,
  organizationName: 'Org',
  facilityIds: [],
  assignedFacilities: '',
  users: managers.map((name, i) => ({ id: `u${i}`, name })),
  genieCount: 0,
  abbyCount: 0,
  kioskCount: 0,
  createDate: '2025-01-01T00:00:00.000Z',
});

describe('the facility dialog (spec 01 §2.10, §4, §5)', () => {
  it('shows Province for Canada, State otherwise, and nothing before a country is chosen', () => {
    expect(provStateLabelKey(0)).toBeNull();
    expect(provStateLabelKey(1)).toBe('province');
    expect(provStateLabelKey(2)).toBe('state');
  });

  it('clears the province/state when the country changes', () => {
    const form = { ...facilityFormOf(null), countryId: 1, provStateId: 9 };
    expect(withCountry(form, 2)).toMatchObject({ countryId: 2, provStateId: 0 });
    expect(withCountry(form, 1)).toBe(form);
  });

  it('checks name, street and city lengths', () => {
    const form = facilityFormOf(null);
    expect(validateFacilityForm(form).map((e) => e.key)).toEqual(['hierarchy.nameRequired']);
    const long = { ...form, name: 'n'.repeat(51), street: 's'.repeat(101), city: 'c'.repeat(101) };
    expect(validateFacilityForm(long)).toEqual([
      { field: 'name', key: 'hierarchy.nameMaxChars', params: { max: 50 } },
      { field: 'street', key: 'facility.streetMaxChars', params: { max: 100 } },
      { field: 'city', key: 'facility.cityMaxChars', params: { max: 100 } },
    ]);
    expect(validateFacilityForm({ ...form, name: `  ${'n'.repeat(50)}  ` })).toEqual([]);
  });

  it('sends trimmed, escaped texts and (No Domain) as null', () => {
    const payload = facilityPayloadOf({
      name: '  Maple <Grove> ',
      street: ' 1 Main ',
      city: ' Toronto ',
      countryId: 1,
      provStateId: 9,
      domainId: 0,
    });
    expect(payload).toEqual({
      name: 'Maple &lt;Grove&gt;',
      street: '1 Main',
      city: 'Toronto',
      countryId: 1,
      provStateId: 9,
      domainId: null,
    });
    expect(facilityPayloadOf({ ...facilityFormOf(null), name: 'x', provStateId: 9 }).provStateId).toBeNull();
  });

  it('shows stored escapes as typed characters when editing', () => {
    const facility = { name: 'A &lt;b&gt;', street: '', city: '', countryId: null } as unknown as Facility;
    expect(facilityFormOf(facility).name).toBe('A <b>');
  });

  it('asks "Change Domains?" only when leaving a saved domain that has managers', () => {
    const domains = [domain(1, ['Denis Tremblay']), domain(2, [])];
    expect(domainChangeCheck(1, 1, 2, domains)).toEqual({ kind: 'confirm', from: domains[0] });
    expect(domainChangeCheck(1, 1, 0, domains).kind).toBe('confirm');
    expect(domainChangeCheck(2, 2, 1, domains).kind).toBe('none');
    expect(domainChangeCheck(null, 0, 1, domains).kind).toBe('none');
    // Already confirmed once: further changes do not ask again.
    expect(domainChangeCheck(1, 2, 0, domains).kind).toBe('none');
    expect(domainChangeCheck(1, 1, 1, domains).kind).toBe('none');
  });

  it('reports "No internal domain found" when the old domain is missing', () => {
    expect(domainChangeCheck(7, 7, 1, [domain(1, [])])).toEqual({ kind: 'missingDomain' });
  });
});
