/** The Domain's commands and the pure `decide`. */
import { DomainError } from '../errors.js';
import { domainName } from './names.js';
import { escapeAngleBrackets } from '../validation.js';
import type { Decider } from '../decider.js';
import {
  evolveDomain,
  initialDomainState,
  type DomainEvent,
  type DomainFields,
  type DomainState,
} from './domain.js';

/** What a save needs to know from elsewhere, read by the handler. */
export interface DomainSaveFacts {
  organizationExists: boolean;
  /** Facilities that do not exist. */
  missingFacilityIds: number[];
  /** Chosen facilities that already belong to another domain. */
  takenFacilities: Array<{ facility: string; domain: string }>;
}

export interface DomainDeleteFacts {
  /** Domains still in the organization, this one included. */
  domainsInOrganization: number;
  /** Names of the users managing this domain. */
  managerNames: string[];
}

export interface DomainInput {
  organizationId: number | null;
  name: string;
  description: string;
  facilityIds: number[];
}

export type DomainCommand =
  | { type: 'CreateDomain'; data: { domainId: number } & DomainInput; facts: DomainSaveFacts }
  | { type: 'UpdateDomain'; data: DomainInput; facts: DomainSaveFacts }
  | { type: 'DeleteDomain'; facts: DomainDeleteFacts }
  | { type: 'DeleteDomainWithOrganization' };

/** Checks and normalizes a domain form: organization, name, description, at least one facility. */
export function validateDomain(input: DomainInput, facts: DomainSaveFacts): DomainFields {
  if (input.organizationId === null || !(input.organizationId > 0))
    throw new DomainError('domain.organizationRequired');
  const name = domainName(input.name);
  const facilityIds = [...new Set(input.facilityIds)];
  if (facilityIds.length === 0) throw new DomainError('domain.facilityRequired');
  if (!facts.organizationExists) throw new DomainError('domain.organizationNotFound', {}, 404);
  if (facts.missingFacilityIds.length > 0) throw new DomainError('domain.facilityNotFound', {}, 404);
  const taken = facts.takenFacilities[0];
  if (taken) throw new DomainError('domain.facilityTaken', taken, 409);
  return {
    organizationId: input.organizationId,
    name,
    description: escapeAngleBrackets(String(input.description ?? '').trim()),
    facilityIds,
  };
}

export function domainDeleteBlocker(name: string, facts: DomainDeleteFacts): DomainError | null {
  if (facts.domainsInOrganization <= 1) return new DomainError('domain.lastInOrganization', { name });
  if (facts.managerNames.length > 0) {
    return new DomainError('domain.hasManagers', { name, names: facts.managerNames.join(', ') });
  }
  return null;
}

const sameIds = (a: number[], b: number[]): boolean =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

export function decideDomain(command: DomainCommand, state: DomainState): DomainEvent[] {
  switch (command.type) {
    case 'CreateDomain': {
      if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
      const fields = validateDomain(command.data, command.facts);
      return [{ type: 'DomainCreated', data: { domainId: command.data.domainId, ...fields } }];
    }
    case 'UpdateDomain': {
      if (state.status !== 'active') throw new DomainError('domain.notFound', {}, 404, 1);
      const fields = validateDomain(command.data, command.facts);
      const unchanged =
        fields.organizationId === state.organizationId &&
        fields.name === state.name &&
        fields.description === state.description &&
        sameIds(fields.facilityIds, state.facilityIds);
      return unchanged ? [] : [{ type: 'DomainUpdated', data: { domainId: state.domainId, ...fields } }];
    }
    case 'DeleteDomain': {
      if (state.status !== 'active') throw new DomainError('domain.notFound', {}, 404, 1);
      const blocker = domainDeleteBlocker(state.name, command.facts);
      if (blocker) throw blocker;
      return [
        {
          type: 'DomainDeleted',
          data: { domainId: state.domainId, organizationId: state.organizationId, reason: 'deleted' },
        },
      ];
    }
    case 'DeleteDomainWithOrganization':
      if (state.status !== 'active') return [];
      return [
        {
          type: 'DomainDeleted',
          data: {
            domainId: state.domainId,
            organizationId: state.organizationId,
            reason: 'organizationDeleted',
          },
        },
      ];
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A domain stream's decider, for the engine (`AggregateStore.handle`). */
export const domainDecider: Decider<DomainCommand, DomainEvent, DomainState> = {
  initialState: initialDomainState,
  evolve: evolveDomain,
  decide: decideDomain,
};
