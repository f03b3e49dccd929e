import {
  decideFacility,
  evolveFacility,
  initialFacilityState,
  type FacilityCommand,
  type FacilityEvent,
  type FacilityState,
} from '@ambient/core';
import type { Decider } from '@ambient/event-sourcing';

export const facilityDecider: Decider<FacilityCommand, FacilityEvent, FacilityState> = {
  initialState: initialFacilityState,
  evolve: evolveFacility,
  decide: decideFacility,
};
