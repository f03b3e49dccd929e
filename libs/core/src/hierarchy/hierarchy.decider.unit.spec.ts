import { describe, expect, it } from '@jest/globals';
import {
  decideDomain,
  decideFacility,
  decideOrganization,
  evolveDomain,
  evolveFacility,
  evolveOrganization,
  initialDomainState,
  initialFacilityState,
  initialOrganizationState,
  translate,
  type DomainCommand,
  type DomainEvent,
  type DomainError,
  type FacilityCommand,
  type FacilityEvent,
  type OrganizationCommand,
  type OrganizationEvent,
} from '../index.js';

const messageOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    const e = error as DomainError;
    return translate(e.key, e.params);
  }
  throw new Error('expected a refusal');
};

describe('Organization decider', () => {
  const created: OrganizationEvent = {
    type: 'OrganizationCreated',
    data: { organizationId: 1, name: 'Acme' },
  };
  const when = (command: OrganizationCommand, ...events: OrganizationEvent[]) =>
    decideOrganization(command, events.reduce(evolveOrganization, initialOrganizationState));
  const facts = { facilityCount: 0, domainManagerCount: 0, domainIds: [4, 5] };

  it('reports facilities before domain managers, in singular or plural', () => {
    expect(
      messageOf(() =>
        when(
          { type: 'DeleteOrganization', facts: { ...facts, facilityCount: 2, domainManagerCount: 3 } },
          created,
        ),
      ),
    ).toBe('Acme still has 2 Facilities assigned to it. Please unassign the facilities first.');
    expect(
      messageOf(() =>
        when({ type: 'DeleteOrganization', facts: { ...facts, domainManagerCount: 1 } }, created),
      ),
    ).toBe('Acme still has 1 Domain Manager assigned to it. Please unassign the user first.');
  });
  it('deletes with the domains it takes along', () => {
    expect(when({ type: 'DeleteOrganization', facts }, created)).toEqual([
      { type: 'OrganizationDeleted', data: { organizationId: 1, domainIds: [4, 5] } },
    ]);
  });
  const unique = { otherNames: ['Soins Côté', 'Northern Lights'] };

  it('renames only when the name changes, and never a deleted one', () => {
    expect(when({ type: 'RenameOrganization', data: { name: ' Acme ' }, facts: unique }, created)).toEqual(
      [],
    );
    const deleted: OrganizationEvent = {
      type: 'OrganizationDeleted',
      data: { organizationId: 1, domainIds: [] },
    };
    expect(
      messageOf(() =>
        when({ type: 'RenameOrganization', data: { name: 'New' }, facts: unique }, created, deleted),
      ),
    ).toBe('This organization no longer exists.');
  });
  it('refuses the name of another organization, whatever its case, accents and spacing', () => {
    const create = (name: string): OrganizationCommand => ({
      type: 'CreateOrganization',
      data: { organizationId: 2, name },
      facts: unique,
    });
    for (const name of ['Soins Côté', ' soins  cote ', 'SOINS CÔTÉ', 'Soins Cote']) {
      expect(messageOf(() => when(create(name)))).toBe('An organization named Soins Côté already exists.');
    }
    const refusal = (() => {
      try {
        when(create('soins cote'));
      } catch (error) {
        const e = error as DomainError;
        return { french: translate(e.key, e.params, 2), status: e.status };
      }
      return null;
    })();
    expect(refusal).toEqual({ french: 'Une organisation nommée Soins Côté existe déjà.', status: 409 });
    expect(
      messageOf(() =>
        when({ type: 'RenameOrganization', data: { name: 'northern lights' }, facts: unique }, created),
      ),
    ).toBe('An organization named Northern Lights already exists.');
  });
  it('accepts a name only near another, and a new case or accent of its own name', () => {
    expect(
      when({
        type: 'CreateOrganization',
        data: { organizationId: 2, name: 'Soins Côté Sud' },
        facts: unique,
      }),
    ).toEqual([{ type: 'OrganizationCreated', data: { organizationId: 2, name: 'Soins Côté Sud' } }]);
    expect(when({ type: 'RenameOrganization', data: { name: 'ACME' }, facts: unique }, created)).toEqual([
      { type: 'OrganizationRenamed', data: { organizationId: 1, name: 'ACME' } },
    ]);
  });
});

describe('Domain decider', () => {
  const created: DomainEvent = {
    type: 'DomainCreated',
    data: { domainId: 7, organizationId: 1, name: 'East', description: '', facilityIds: [3] },
  };
  const when = (command: DomainCommand, ...events: DomainEvent[]) =>
    decideDomain(command, events.reduce(evolveDomain, initialDomainState));
  const ok = { organizationExists: true, missingFacilityIds: [], takenFacilities: [] };

  it('refuses the last domain, then a domain with managers', () => {
    expect(
      messageOf(() =>
        when({ type: 'DeleteDomain', facts: { domainsInOrganization: 1, managerNames: ['Ann'] } }, created),
      ),
    ).toBe("Could not delete East because it's the last domain in the organization.");
    expect(
      messageOf(() =>
        when(
          { type: 'DeleteDomain', facts: { domainsInOrganization: 2, managerNames: ['Ann', 'Bo'] } },
          created,
        ),
      ),
    ).toBe('East still has domain managers assigned: Ann, Bo. Please unassign them first.');
  });
  it('saves nothing when nothing changed, whatever the facility order', () => {
    expect(
      when(
        {
          type: 'UpdateDomain',
          data: { organizationId: 1, name: 'East', description: '', facilityIds: [3, 3] },
          facts: ok,
        },
        created,
      ),
    ).toEqual([]);
  });
  it('refuses a facility another domain holds', () => {
    const taken = { ...ok, takenFacilities: [{ facility: 'Oak', domain: 'West' }] };
    expect(
      messageOf(() =>
        when({
          type: 'CreateDomain',
          data: { domainId: 8, organizationId: 1, name: 'North', description: '', facilityIds: [3] },
          facts: taken,
        }),
      ),
    ).toBe('Oak already belongs to the domain West.');
  });
});

describe('Facility decider', () => {
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
  const when = (command: FacilityCommand, ...events: FacilityEvent[]) =>
    decideFacility(command, events.reduce(evolveFacility, initialFacilityState));
  const joined: FacilityEvent = {
    type: 'FacilityDomainChanged',
    data: { facilityId: 3, domainId: 7, previousDomainId: null },
  };

  it('joins a domain once, and refuses a second domain', () => {
    const assign = (domainId: number): FacilityCommand => ({
      type: 'AssignToDomain',
      data: { domainId, domainName: 'X', otherDomainName: 'East' },
    });
    expect(when(assign(7), created)).toEqual([joined]);
    expect(when(assign(7), created, joined)).toEqual([]);
    expect(messageOf(() => when(assign(8), created, joined))).toBe('Oak already belongs to the domain East.');
  });
  it('records a domain change apart from the address, and 0 as no domain', () => {
    const input = { name: 'Oak', street: '', city: 'Laval', provStateId: 11, countryId: 1, domainId: 0 };
    expect(
      when(
        {
          type: 'UpdateFacility',
          data: input,
          facts: {
            domainExists: false,
            currentDomain: { name: 'East', facilityCount: 2, domainsInOrganization: 2 },
          },
        },
        created,
        joined,
      ),
    ).toEqual([
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
    expect(messageOf(() => when({ type: 'UpdateFacility', data: input, facts }, created, joined))).toBe(
      refusal,
    );
    expect(
      messageOf(() =>
        when({ type: 'UpdateFacility', data: { ...input, domainId: 8 }, facts }, created, joined),
      ),
    ).toBe(refusal);
    // The last domain of an organization may be emptied: deleting the organization asks for it.
    expect(
      when(
        {
          type: 'UpdateFacility',
          data: input,
          facts: { ...facts, currentDomain: { ...facts.currentDomain, domainsInOrganization: 1 } },
        },
        created,
        joined,
      ),
    ).toEqual([
      { type: 'FacilityDomainChanged', data: { facilityId: 3, domainId: null, previousDomainId: 7 } },
    ]);
    // Staying in the domain and editing the address is fine.
    expect(
      when(
        { type: 'UpdateFacility', data: { ...input, domainId: 7, city: 'Gatineau' }, facts },
        created,
        joined,
      ),
    ).toEqual([
      {
        type: 'FacilityUpdated',
        data: { facilityId: 3, name: 'Oak', street: '', city: 'Gatineau', provStateId: 11, countryId: 1 },
      },
    ]);
  });
  it('refuses a delete while it hosts kiosks, then while it has a domain', () => {
    expect(
      messageOf(() =>
        when(
          { type: 'DeleteFacility', facts: { kioskSerialNumbers: ['A1', 'B2'], domainName: 'East' } },
          created,
        ),
      ),
    ).toBe('Oak still hosts kiosks A1, B2. Please delete or move them first.');
    expect(
      messageOf(() =>
        when({ type: 'DeleteFacility', facts: { kioskSerialNumbers: [], domainName: 'East' } }, created),
      ),
    ).toBe('Oak is still assigned to the domain East. Please unassign it from the domain first.');
  });
});
