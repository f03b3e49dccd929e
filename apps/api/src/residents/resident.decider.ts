import {
  decideResident,
  evolveResident,
  initialResidentState,
  type ResidentCommand,
  type ResidentEvent,
  type ResidentState,
} from '@ambient/core';
import type { Decider } from '@ambient/event-sourcing';

export const residentDecider: Decider<ResidentCommand, ResidentEvent, ResidentState> = {
  initialState: initialResidentState,
  evolve: evolveResident,
  decide: decideResident,
};
