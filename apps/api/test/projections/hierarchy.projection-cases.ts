import { describe, it } from '@jest/globals';
import type { DomainEvent, FacilityEvent, OrganizationEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { DomainsProjection } from '../../src/hierarchy/domains/domains.projection.js';
import { FacilitiesProjection } from '../../src/hierarchy/facilities/facilities.projection.js';
import { OrganizationsProjection } from '../../src/hierarchy/organizations/organizations.projection.js';
import { covered, LATER, type ProjectionCases } from './projection-cases.js';

const organizationCreated = (organizationId: number, name: string): OrganizationEvent => ({
  type: 'OrganizationCreated',
  data: { organizationId, name },
});

const domainCreated = (domainId: number, name: string): DomainEvent => ({
  type: 'DomainCreated',
  data: { domainId, organizationId: 1, name, description: 'East wing', facilityIds: [4] },
});

const facilityCreated = (facilityId: number, name: string, domainId: number | null = 3): FacilityEvent => ({
  type: 'FacilityCreated',
  data: {
    facilityId,
    domainId,
    name,
    street: '12 rue Principale',
    city: 'Laval',
    provStateId: 11,
    countryId: 1,
  },
});

export const hierarchyProjectionCases: ProjectionCases = (dataSource) => {
  describe('organizations projection', () => {
    const spec = () =>
      projectionSpec<OrganizationEvent>(covered(new OrganizationsProjection()), dataSource());
    const rows = 'SELECT id, name, create_date FROM organizations ORDER BY id';

    it('adds an organization dated by its creation event', async () => {
      await spec()
        .given(organizationCreated(1, 'Santé Laval'), {
          ...organizationCreated(2, 'Acme'),
          metadata: { at: LATER },
        })
        .then(rows, [
          { id: 1, name: 'Santé Laval', create_date: new Date(GIVEN_AT) },
          { id: 2, name: 'Acme', create_date: new Date(LATER) },
        ]);
    });

    it('renames it, keeping its creation date', async () => {
      await spec()
        .given(organizationCreated(1, 'Santé Laval'), {
          type: 'OrganizationRenamed',
          data: { organizationId: 1, name: 'CISSS de Laval' },
          metadata: { at: LATER },
        })
        .then(rows, [{ id: 1, name: 'CISSS de Laval', create_date: new Date(GIVEN_AT) }]);
    });

    it('removes a deleted organization and only it', async () => {
      await spec()
        .given(organizationCreated(1, 'Santé Laval'), organizationCreated(2, 'Acme'), {
          type: 'OrganizationDeleted',
          data: { organizationId: 1, domainIds: [3] },
        })
        .then(rows, [{ id: 2, name: 'Acme', create_date: new Date(GIVEN_AT) }]);
    });
  });

  describe('domains projection', () => {
    const spec = () => projectionSpec<DomainEvent>(covered(new DomainsProjection()), dataSource());
    const rows = 'SELECT id, organization_id, name, description, create_date FROM domains ORDER BY id';

    it('adds a domain under its organization, dated by its creation event', async () => {
      await spec()
        .given(domainCreated(3, 'Nord'))
        .then(rows, [
          {
            id: 3,
            organization_id: 1,
            name: 'Nord',
            description: 'East wing',
            create_date: new Date(GIVEN_AT),
          },
        ]);
    });

    it('saves a new name, description and organization, keeping its creation date', async () => {
      await spec()
        .given(domainCreated(3, 'Nord'), {
          type: 'DomainUpdated',
          data: { domainId: 3, organizationId: 2, name: 'Saint-Jean Nord', description: '', facilityIds: [] },
          metadata: { at: LATER },
        })
        .then(rows, [
          {
            id: 3,
            organization_id: 2,
            name: 'Saint-Jean Nord',
            description: '',
            create_date: new Date(GIVEN_AT),
          },
        ]);
    });

    it('removes a deleted domain, whether deleted alone or with its organization', async () => {
      await spec()
        .given(
          domainCreated(3, 'Nord'),
          domainCreated(4, 'Sud'),
          domainCreated(5, 'Ouest'),
          { type: 'DomainDeleted', data: { domainId: 3, organizationId: 1, reason: 'deleted' } },
          { type: 'DomainDeleted', data: { domainId: 5, organizationId: 1, reason: 'organizationDeleted' } },
        )
        .then('SELECT id, name FROM domains ORDER BY id', [{ id: 4, name: 'Sud' }]);
    });
  });

  describe('facilities projection', () => {
    const spec = () => projectionSpec<FacilityEvent>(covered(new FacilitiesProjection()), dataSource());
    const rows =
      'SELECT id, name, street, city, prov_state_id, country_id, domain_id, create_date FROM facilities ORDER BY id';

    it('adds a facility with its address and domain, dated by its creation event', async () => {
      await spec()
        .given(facilityCreated(4, 'Résidence Soleil'), facilityCreated(5, 'Pavillon B', null))
        .then(rows, [
          {
            id: 4,
            name: 'Résidence Soleil',
            street: '12 rue Principale',
            city: 'Laval',
            prov_state_id: 11,
            country_id: 1,
            domain_id: 3,
            create_date: new Date(GIVEN_AT),
          },
          {
            id: 5,
            name: 'Pavillon B',
            street: '12 rue Principale',
            city: 'Laval',
            prov_state_id: 11,
            country_id: 1,
            domain_id: null,
            create_date: new Date(GIVEN_AT),
          },
        ]);
    });

    it('saves a new address, keeping its domain and creation date', async () => {
      await spec()
        .given(facilityCreated(4, 'Résidence Soleil'), {
          type: 'FacilityUpdated',
          data: {
            facilityId: 4,
            name: 'Résidence du Soleil',
            street: '1 Main St',
            city: 'Burlington',
            provStateId: 60,
            countryId: 2,
          },
          metadata: { at: LATER },
        })
        .then(rows, [
          {
            id: 4,
            name: 'Résidence du Soleil',
            street: '1 Main St',
            city: 'Burlington',
            prov_state_id: 60,
            country_id: 2,
            domain_id: 3,
            create_date: new Date(GIVEN_AT),
          },
        ]);
    });

    it('moves a facility to another domain, and out of any', async () => {
      await spec()
        .given(
          facilityCreated(4, 'Résidence Soleil'),
          facilityCreated(5, 'Pavillon B'),
          { type: 'FacilityDomainChanged', data: { facilityId: 4, domainId: 8, previousDomainId: 3 } },
          { type: 'FacilityDomainChanged', data: { facilityId: 5, domainId: null, previousDomainId: 3 } },
        )
        .then('SELECT id, domain_id FROM facilities ORDER BY id', [
          { id: 4, domain_id: 8 },
          { id: 5, domain_id: null },
        ]);
    });

    it('removes a deleted facility and only it', async () => {
      await spec()
        .given(facilityCreated(4, 'Résidence Soleil'), facilityCreated(5, 'Pavillon B'), {
          type: 'FacilityDeleted',
          data: { facilityId: 4 },
        })
        .then('SELECT id, name FROM facilities ORDER BY id', [{ id: 5, name: 'Pavillon B' }]);
    });
  });
};
