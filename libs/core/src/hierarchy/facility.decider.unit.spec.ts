import { describe, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { saying } from '../testing/refusals.js';
import { facilityDecider, type FacilityCommand } from './facility.decider.js';
import type { FacilityEvent } from './facility.js';

describe('Facility decider', () => {
  const { given } = deciderSpec(facilityDecider);
  const created: FacilityEvent = {
    type: 'FacilityCreated',
    data: {
      facilityId: 3,
      domainId: null,
      name: 'Oak',
      street: '',
      city: 'Laval',
      provStateId: 11,
      countryId: 1,
    },
  };
  const joined: FacilityEvent = {
    type: 'FacilityDomainChanged',
    data: { facilityId: 3, domainId: 7, previousDomainId: null },
  };

  it('joins a domain once, and refuses a second domain', () => {
    const assign = (domainId: number): FacilityCommand => ({
      type: 'AssignToDomain',
      data: { domainId, domainName: 'X', otherDomainName: 'East' },
    });
    given(created).when(assign(7)).then([joined]);
    given(created, joined).when(assign(7)).then([]);
    given(created, joined)
      .when(assign(8))
      .thenThrows(DomainError, saying('Oak already belongs to the domain East.'));
  });
  it('records a domain change apart from the address, and 0 as no domain', () => {
    const input = { name: 'Oak', street: '', city: 'Laval', provStateId: 11, countryId: 1, domainId: 0 };
    given(created, joined)
      .when({
        type: 'UpdateFacility',
        data: input,
        facts: {
          domainExists: false,
          currentDomain: { name: 'East', facilityCount: 2, domainsInOrganization: 2 },
        },
      })
      .then([
        { type: 'FacilityDomainChanged', data: { facilityId: 3, domainId: null, previousDomainId: 7 } },
      ]);
  });
  it("refuses to take a domain's only facility away, to no domain or to another", () => {
    const input = { name: 'Oak', street: '', city: 'Laval', provStateId: 11, countryId: 1, domainId: 0 };
    const facts = {
      domainExists: true,
      currentDomain: { name: 'East', facilityCount: 1, domainsInOrganization: 2 },
    };
    const refusal =
      'Oak is the only facility of the domain East, and a domain needs one. Add another facility to East first.';
    given(created, joined)
      .when({ type: 'UpdateFacility', data: input, facts })
      .thenThrows(DomainError, saying(refusal));
    given(created, joined)
      .when({ type: 'UpdateFacility', data: { ...input, domainId: 8 }, facts })
      .thenThrows(DomainError, saying(refusal));
    // The last domain of an organization may be emptied: deleting the organization asks for it.
    given(created, joined)
      .when({
        type: 'UpdateFacility',
        data: input,
        facts: { ...facts, currentDomain: { ...facts.currentDomain, domainsInOrganization: 1 } },
      })
      .then([
        { type: 'FacilityDomainChanged', data: { facilityId: 3, domainId: null, previousDomainId: 7 } },
      ]);
    // Staying in the domain and editing the address is fine.
    given(created, joined)
      .when({ type: 'UpdateFacility', data: { ...input, domainId: 7, city: 'Gatineau' }, facts })
      .then([
        {
          type: 'FacilityUpdated',
          data: { facilityId: 3, name: 'Oak', street: '', city: 'Gatineau', provStateId: 11, countryId: 1 },
        },
      ]);
  });
  it('refuses a delete while it hosts kiosks, then while it has a domain', () => {
    given(created)
      .when({ type: 'DeleteFacility', facts: { kioskSerialNumbers: ['A1', 'B2'], domainName: 'East' } })
      .thenThrows(DomainError, saying('Oak still hosts kiosks A1, B2. Please delete or move them first.'));
    given(created)
      .when({ type: 'DeleteFacility', facts: { kioskSerialNumbers: [], domainName: 'East' } })
      .thenThrows(
        DomainError,
        saying('Oak is still assigned to the domain East. Please unassign it from the domain first.'),
      );
  });
});
