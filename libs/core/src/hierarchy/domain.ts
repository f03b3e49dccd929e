/**
 * The Domain aggregate. Which facilities belong to a domain is owned by each Facility (a
 * facility belongs to at most one domain); a domain's events carry the facility ids it was
 * created or saved with, for the record.
 */
export interface DomainFields {
  organizationId: number;
  name: string;
  description: string;
  facilityIds: number[];
}

export type DomainEvent =
  | { type: 'DomainCreated'; data: { domainId: number } & DomainFields }
  | { type: 'DomainUpdated'; data: { domainId: number } & DomainFields }
  | {
      type: 'DomainDeleted';
      data: { domainId: number; organizationId: number; reason: 'deleted' | 'organizationDeleted' };
    };

export type DomainState =
  | { status: 'absent' }
  | ({ status: 'active'; domainId: number } & DomainFields)
  | { status: 'deleted'; domainId: number };

export const initialDomainState: DomainState = { status: 'absent' };

export function evolveDomain(state: DomainState, event: DomainEvent): DomainState {
  switch (event.type) {
    case 'DomainCreated':
    case 'DomainUpdated':
      return { status: 'active', ...event.data };
    case 'DomainDeleted':
      return { status: 'deleted', domainId: event.data.domainId };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const domainStream = (id: number): string => `domain-${id}`;
