import { describe, expect, it } from '@jest/globals';
import type { Facility } from '@ambient/core';
import { domainFormOf, domainPayloadOf, validateDomainForm } from './domain-form.util';
import { assignableFacilities, assignedFacilityNames } from './domain-rows.util';

const facility = (id: number, name: string, domainId: number | null): Facility => ({
  id,
  name,
  code: '',
  street: '',
  city: '',
  provStateId: null,
  provState: null,
  countryId: null,
  domainId,
  domainName: null,
  geographicalDescription: '',
  createDate: '2025-01-01T00:00:00.000Z',
});

describe('the domain dialog (spec 01 §2.9, §5)', () => {
  it('needs an organization, a place name and a facility', () => {
    expect(validateDomainForm(domainFormOf(null)).map((e) => e.key)).toEqual([
      'domain.organizationRequired',
      'hierarchy.nameRequired',
      'domain.facilityRequired',
    ]);
    const form = { organizationId: 1, name: 'Central 2!', description: '', facilityIds: [3] };
    expect(validateDomainForm(form).map((e) => e.key)).toEqual(['name.placeChars']);
    expect(validateDomainForm({ ...form, name: ' Côte Nord ' })).toEqual([]);
    expect(validateDomainForm({ ...form, name: 'Saint-Jean Nord 2' })).toEqual([]);
    expect(validateDomainForm({ ...form, name: 'a'.repeat(201) }).map((e) => e.key)).toEqual([
      'hierarchy.nameMaxChars',
    ]);
  });

  it('trims the name and escapes angle brackets of name and description', () => {
    expect(
      domainPayloadOf({ organizationId: 1, name: ' North ', description: ' a <b> ', facilityIds: [3, 4] }),
    ).toEqual({ organizationId: 1, name: 'North', description: 'a &lt;b&gt;', facilityIds: [3, 4] });
  });

  it('offers the facilities of no domain and of the domain being edited', () => {
    const all = [facility(1, 'B', null), facility(2, 'A', 5), facility(3, 'C', 6)];
    expect(assignableFacilities(all, null).map((f) => f.id)).toEqual([1]);
    expect(assignableFacilities(all, 5).map((f) => f.id)).toEqual([1, 2]);
    expect(assignedFacilityNames([1, 2], all)).toBe('A, B');
  });
});
