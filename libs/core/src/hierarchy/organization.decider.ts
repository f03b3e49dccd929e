/** The Organization's commands and the pure `decide`. */
import { DomainError } from '../errors.js';
import { organizationName } from './names.js';
import { sameName } from '../names.js';
import type { Decider } from '../decider.js';
import {
  evolveOrganization,
  initialOrganizationState,
  type OrganizationEvent,
  type OrganizationState,
} from './organization.js';

/** What a delete needs to know beyond the organization's own stream, read by the handler. */
export interface OrganizationDeleteFacts {
  /** Facilities assigned to the organization's domains. */
  facilityCount: number;
  /** Users managing any of the organization's domains. */
  domainManagerCount: number;
  domainIds: number[];
}

/** What a create or rename needs to know: the names of the other organizations, read by the handler. */
export interface OrganizationNameFacts {
  otherNames: readonly string[];
}

export type OrganizationCommand =
  | {
      type: 'CreateOrganization';
      data: { organizationId: number; name: string };
      facts: OrganizationNameFacts;
    }
  | { type: 'RenameOrganization'; data: { name: string }; facts: OrganizationNameFacts }
  | { type: 'DeleteOrganization'; facts: OrganizationDeleteFacts };

function active(state: OrganizationState): Extract<OrganizationState, { status: 'active' }> {
  if (state.status !== 'active') throw new DomainError('organization.notFound', {}, 404, 1);
  return state;
}

/**
 * A valid organization name no other organization has: two names are the same whatever their
 * case, accents, apostrophes and spacing (decision 0011), so "Soins Côté" and "soins cote" clash.
 */
export function validOrganizationName(raw: unknown, facts: OrganizationNameFacts): string {
  const name = organizationName(raw);
  const namesake = facts.otherNames.find((other) => sameName(other, name));
  if (namesake !== undefined) throw new DomainError('organization.nameTaken', { name: namesake }, 409);
  return name;
}

/**
 * The checks of a delete, in the spec's order: facilities first, then domain managers; the
 * first blocker is the answer. Exported so the pre-check endpoint says exactly what the delete
 * would.
 */
export function organizationDeleteBlocker(name: string, facts: OrganizationDeleteFacts): DomainError | null {
  if (facts.facilityCount > 0) {
    return facts.facilityCount === 1
      ? new DomainError('organization.hasFacility', { name })
      : new DomainError('organization.hasFacilities', { name, count: facts.facilityCount });
  }
  if (facts.domainManagerCount > 0) {
    return facts.domainManagerCount === 1
      ? new DomainError('organization.hasDomainManager', { name })
      : new DomainError('organization.hasDomainManagers', { name, count: facts.domainManagerCount });
  }
  return null;
}

export function decideOrganization(
  command: OrganizationCommand,
  state: OrganizationState,
): OrganizationEvent[] {
  switch (command.type) {
    case 'CreateOrganization': {
      if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
      const name = validOrganizationName(command.data.name, command.facts);
      return [{ type: 'OrganizationCreated', data: { organizationId: command.data.organizationId, name } }];
    }
    case 'RenameOrganization': {
      const current = active(state);
      const name = validOrganizationName(command.data.name, command.facts);
      if (name === current.name) return [];
      return [{ type: 'OrganizationRenamed', data: { organizationId: current.organizationId, name } }];
    }
    case 'DeleteOrganization': {
      const current = active(state);
      const blocker = organizationDeleteBlocker(current.name, command.facts);
      if (blocker) throw blocker;
      return [
        {
          type: 'OrganizationDeleted',
          data: { organizationId: current.organizationId, domainIds: command.facts.domainIds },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** An organization stream's decider, for the engine (`AggregateStore.handle`). */
export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState: initialOrganizationState,
  evolve: evolveOrganization,
  decide: decideOrganization,
};
