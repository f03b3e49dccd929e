import { describe, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { saying } from '../testing/refusals.js';
import { domainDecider, type DomainCommand } from './domain.decider.js';
import type { DomainEvent } from './domain.js';

describe('Domain decider', () => {
  const { given } = deciderSpec(domainDecider);
  const created: DomainEvent = {
    type: 'DomainCreated',
    data: { domainId: 7, organizationId: 1, name: 'East', description: '', facilityIds: [3] },
  };
  const ok = { organizationExists: true, missingFacilityIds: [], takenFacilities: [] };

  it('refuses the last domain, then a domain with managers', () => {
    given(created)
      .when({ type: 'DeleteDomain', facts: { domainsInOrganization: 1, managerNames: ['Ann'] } })
      .thenThrows(
        DomainError,
        saying("Could not delete East because it's the last domain in the organization."),
      );
    given(created)
      .when({ type: 'DeleteDomain', facts: { domainsInOrganization: 2, managerNames: ['Ann', 'Bo'] } })
      .thenThrows(
        DomainError,
        saying('East still has domain managers assigned: Ann, Bo. Please unassign them first.'),
      );
  });
  it('saves nothing when nothing changed, whatever the facility order', () => {
    given(created)
      .when({
        type: 'UpdateDomain',
        data: { organizationId: 1, name: 'East', description: '', facilityIds: [3, 3] },
        facts: ok,
      })
      .then([]);
  });
  it('refuses a facility another domain holds', () => {
    const taken = { ...ok, takenFacilities: [{ facility: 'Oak', domain: 'West' }] };
    const create: DomainCommand = {
      type: 'CreateDomain',
      data: { domainId: 8, organizationId: 1, name: 'North', description: '', facilityIds: [3] },
      facts: taken,
    };
    given().when(create).thenThrows(DomainError, saying('Oak already belongs to the domain West.'));
  });
});
