import {
  decideKiosk,
  evolveKiosk,
  initialKioskState,
  type KioskCommand,
  type KioskEvent,
  type KioskState,
} from '@ambient/core';
import type { Decider } from '@ambient/event-sourcing';

export const kioskDecider: Decider<KioskCommand, KioskEvent, KioskState> = {
  initialState: initialKioskState,
  evolve: evolveKiosk,
  decide: decideKiosk,
};
