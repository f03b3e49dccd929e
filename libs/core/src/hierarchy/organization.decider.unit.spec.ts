import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { saying } from '../testing/refusals.js';
import { organizationDecider, type OrganizationCommand } from './organization.decider.js';
import type { OrganizationEvent } from './organization.js';

describe('Organization decider', () => {
  const { given } = deciderSpec(organizationDecider);
  const created: OrganizationEvent = {
    type: 'OrganizationCreated',
    data: { organizationId: 1, name: 'Acme' },
  };
  const facts = { facilityCount: 0, domainManagerCount: 0, domainIds: [4, 5] };

  it('reports facilities before domain managers, in singular or plural', () => {
    given(created)
      .when({ type: 'DeleteOrganization', facts: { ...facts, facilityCount: 2, domainManagerCount: 3 } })
      .thenThrows(
        DomainError,
        saying('Acme still has 2 Facilities assigned to it. Please unassign the facilities first.'),
      );
    given(created)
      .when({ type: 'DeleteOrganization', facts: { ...facts, domainManagerCount: 1 } })
      .thenThrows(
        DomainError,
        saying('Acme still has 1 Domain Manager assigned to it. Please unassign the user first.'),
      );
  });
  it('deletes with the domains it takes along', () => {
    given(created)
      .when({ type: 'DeleteOrganization', facts })
      .then([{ type: 'OrganizationDeleted', data: { organizationId: 1, domainIds: [4, 5] } }]);
  });
  const unique = { otherNames: ['Soins Côté', 'Northern Lights'] };

  it('renames only when the name changes, and never a deleted one', () => {
    given(created)
      .when({ type: 'RenameOrganization', data: { name: ' Acme ' }, facts: unique })
      .then([]);
    const deleted: OrganizationEvent = {
      type: 'OrganizationDeleted',
      data: { organizationId: 1, domainIds: [] },
    };
    given(created, deleted)
      .when({ type: 'RenameOrganization', data: { name: 'New' }, facts: unique })
      .thenThrows(DomainError, saying('This organization no longer exists.'));
  });
  it('refuses the name of another organization, whatever its case, accents and spacing', () => {
    const create = (name: string): OrganizationCommand => ({
      type: 'CreateOrganization',
      data: { organizationId: 2, name },
      facts: unique,
    });
    for (const name of ['Soins Côté', ' soins  cote ', 'SOINS CÔTÉ', 'Soins Cote']) {
      given()
        .when(create(name))
        .thenThrows(DomainError, saying('An organization named Soins Côté already exists.'));
    }
    given()
      .when(create('soins cote'))
      .thenThrows(DomainError, (error) =>
        expect({ french: translate(error.key, error.params, 2), status: error.status }).toEqual({
          french: 'Une organisation nommée Soins Côté existe déjà.',
          status: 409,
        }),
      );
    given(created)
      .when({ type: 'RenameOrganization', data: { name: 'northern lights' }, facts: unique })
      .thenThrows(DomainError, saying('An organization named Northern Lights already exists.'));
  });
  it('accepts a name only near another, and a new case or accent of its own name', () => {
    given()
      .when({
        type: 'CreateOrganization',
        data: { organizationId: 2, name: 'Soins Côté Sud' },
        facts: unique,
      })
      .then([{ type: 'OrganizationCreated', data: { organizationId: 2, name: 'Soins Côté Sud' } }]);
    given(created)
      .when({ type: 'RenameOrganization', data: { name: 'ACME' }, facts: unique })
      .then([{ type: 'OrganizationRenamed', data: { organizationId: 1, name: 'ACME' } }]);
  });
});
