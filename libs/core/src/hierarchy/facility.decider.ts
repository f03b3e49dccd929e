/** The Facility's commands and the pure `decide`. */
import { Country, Limits } from '../constants.js';
import { DomainError } from '../errors.js';
import { PROV_STATES } from './hierarchy.js';
import { facilityName } from './names.js';
import type { Decider } from '../decider.js';
import {
  evolveFacility,
  initialFacilityState,
  type FacilityEvent,
  type FacilityFields,
  type FacilityState,
} from './facility.js';

export interface FacilityInput {
  name: string;
  street: string;
  city: string;
  provStateId: number | null;
  countryId: number | null;
  /** 0 or below means no domain. */
  domainId: number | null;
}

export interface FacilityDeleteFacts {
  kioskSerialNumbers: string[];
  /** Name of the domain the facility still belongs to, if any. */
  domainName: string | null;
}

/** What an edit needs to know beyond the facility's stream, read by the handler. */
export interface FacilityUpdateFacts {
  /** Whether the chosen domain exists. */
  domainExists: boolean;
  /**
   * The domain the facility belongs to now: its name, how many facilities it has (this one
   * included) and how many domains its organization has (it included).
   */
  currentDomain: { name: string; facilityCount: number; domainsInOrganization: number } | null;
}

export type FacilityCommand =
  | { type: 'CreateFacility'; data: { facilityId: number } & FacilityInput; facts: { domainExists: boolean } }
  | { type: 'UpdateFacility'; data: FacilityInput; facts: FacilityUpdateFacts }
  /** From a domain's save: join that domain; refused if the facility is in another one. */
  | { type: 'AssignToDomain'; data: { domainId: number; domainName: string; otherDomainName: string | null } }
  /** From a domain's save or delete: leave that domain (nothing if it is not in it). */
  | { type: 'UnassignFromDomain'; data: { domainId: number } }
  | { type: 'DeleteFacility'; facts: FacilityDeleteFacts };

const optionalText = (
  raw: unknown,
  max: number,
  key: 'facility.streetMaxChars' | 'facility.cityMaxChars',
): string => {
  const text = String(raw ?? '').trim();
  if (text.length > max) throw new DomainError(key, { max });
  return text;
};

/** Normalizes a domain id: 0 or below (or missing) is no domain. */
export const normalizeDomainId = (domainId: number | null | undefined): number | null =>
  typeof domainId === 'number' && domainId > 0 ? domainId : null;

/** Checks the facility form: name, street, city, country and a province or state of that country. */
export function validateFacility(input: FacilityInput): FacilityFields {
  const name = facilityName(input.name);
  const street = optionalText(input.street, Limits.streetMax, 'facility.streetMaxChars');
  const city = optionalText(input.city, Limits.cityMax, 'facility.cityMaxChars');
  const countryId = input.countryId ?? null;
  if (countryId !== null && countryId !== Country.Canada && countryId !== Country.UnitedStates) {
    throw new DomainError('facility.countryInvalid');
  }
  const provStateId = input.provStateId ?? null;
  if (provStateId !== null) {
    const prov = PROV_STATES.find((p) => p.id === provStateId);
    if (!prov || prov.countryId !== countryId) throw new DomainError('facility.provStateInvalid');
  }
  return { name, street, city, provStateId, countryId };
}

export function facilityDeleteBlocker(name: string, facts: FacilityDeleteFacts): DomainError | null {
  if (facts.kioskSerialNumbers.length > 0) {
    return new DomainError('facility.hasKiosks', { name, serials: facts.kioskSerialNumbers.join(', ') });
  }
  if (facts.domainName !== null)
    return new DomainError('facility.hasDomain', { name, domain: facts.domainName });
  return null;
}

function active(state: FacilityState): Extract<FacilityState, { status: 'active' }> {
  if (state.status !== 'active') throw new DomainError('facility.notFound', {}, 404, 1);
  return state;
}

export function decideFacility(command: FacilityCommand, state: FacilityState): FacilityEvent[] {
  switch (command.type) {
    case 'CreateFacility': {
      if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
      const fields = validateFacility(command.data);
      const domainId = normalizeDomainId(command.data.domainId);
      if (domainId !== null && !command.facts.domainExists)
        throw new DomainError('facility.domainNotFound', {}, 404);
      return [
        { type: 'FacilityCreated', data: { facilityId: command.data.facilityId, domainId, ...fields } },
      ];
    }
    case 'UpdateFacility': {
      const current = active(state);
      const fields = validateFacility(command.data);
      const domainId = normalizeDomainId(command.data.domainId);
      if (domainId !== null && domainId !== current.domainId && !command.facts.domainExists) {
        throw new DomainError('facility.domainNotFound', {}, 404);
      }
      // A domain needs at least one facility (spec 01 §5): its only one cannot be moved away.
      // Except from the last domain of an organization, which cannot be deleted on its own:
      // deleting the organization asks for its facilities to be unassigned first (decision 0011).
      const leaving = command.facts.currentDomain;
      if (
        current.domainId !== null &&
        domainId !== current.domainId &&
        leaving &&
        leaving.facilityCount <= 1 &&
        leaving.domainsInOrganization > 1
      ) {
        throw new DomainError('facility.lastOfDomain', { name: current.name, domain: leaving.name });
      }
      const events: FacilityEvent[] = [];
      const changed =
        fields.name !== current.name ||
        fields.street !== current.street ||
        fields.city !== current.city ||
        fields.provStateId !== current.provStateId ||
        fields.countryId !== current.countryId;
      if (changed)
        events.push({ type: 'FacilityUpdated', data: { facilityId: current.facilityId, ...fields } });
      if (domainId !== current.domainId) {
        events.push({
          type: 'FacilityDomainChanged',
          data: { facilityId: current.facilityId, domainId, previousDomainId: current.domainId },
        });
      }
      return events;
    }
    case 'AssignToDomain': {
      const current = active(state);
      if (current.domainId === command.data.domainId) return [];
      if (current.domainId !== null) {
        throw new DomainError(
          'domain.facilityTaken',
          { facility: current.name, domain: command.data.otherDomainName ?? String(current.domainId) },
          409,
        );
      }
      return [
        {
          type: 'FacilityDomainChanged',
          data: { facilityId: current.facilityId, domainId: command.data.domainId, previousDomainId: null },
        },
      ];
    }
    case 'UnassignFromDomain': {
      const current = active(state);
      if (current.domainId !== command.data.domainId) return [];
      return [
        {
          type: 'FacilityDomainChanged',
          data: { facilityId: current.facilityId, domainId: null, previousDomainId: current.domainId },
        },
      ];
    }
    case 'DeleteFacility': {
      const current = active(state);
      const blocker = facilityDeleteBlocker(current.name, command.facts);
      if (blocker) throw blocker;
      return [{ type: 'FacilityDeleted', data: { facilityId: current.facilityId } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A facility stream's decider, for the engine (`AggregateStore.handle`). */
export const facilityDecider: Decider<FacilityCommand, FacilityEvent, FacilityState> = {
  initialState: initialFacilityState,
  evolve: evolveFacility,
  decide: decideFacility,
};
