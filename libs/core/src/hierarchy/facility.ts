/** The Facility aggregate. A facility owns which domain it belongs to (at most one). */
export interface FacilityFields {
  name: string;
  street: string;
  city: string;
  provStateId: number | null;
  countryId: number | null;
}

export type FacilityEvent =
  | { type: 'FacilityCreated'; data: { facilityId: number; domainId: number | null } & FacilityFields }
  | { type: 'FacilityUpdated'; data: { facilityId: number } & FacilityFields }
  | {
      type: 'FacilityDomainChanged';
      data: { facilityId: number; domainId: number | null; previousDomainId: number | null };
    }
  | { type: 'FacilityDeleted'; data: { facilityId: number } };

export type FacilityState =
  | { status: 'absent' }
  | ({ status: 'active'; facilityId: number; domainId: number | null } & FacilityFields)
  | { status: 'deleted'; facilityId: number };

export const initialFacilityState: FacilityState = { status: 'absent' };

export function evolveFacility(state: FacilityState, event: FacilityEvent): FacilityState {
  switch (event.type) {
    case 'FacilityCreated':
      return { status: 'active', ...event.data };
    case 'FacilityUpdated':
      return state.status === 'active' ? { ...state, ...event.data } : state;
    case 'FacilityDomainChanged':
      return state.status === 'active' ? { ...state, domainId: event.data.domainId } : state;
    case 'FacilityDeleted':
      return { status: 'deleted', facilityId: event.data.facilityId };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const facilityStream = (id: number): string => `facility-${id}`;
