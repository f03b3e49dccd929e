/** The kiosk credential's command and its pure `decide`. */
import type { Decider } from '../decider.js';
import {
  evolveDeviceCredential,
  initialDeviceCredentialState,
  type DeviceCredentialEvent,
  type DeviceCredentialState,
} from './device-credential.js';

export type DeviceCredentialCommand = {
  type: 'IssueKioskCredential';
  data: { kioskId: number; serialNumber: string; at: string };
};

/** Issuing always succeeds for a kiosk that exists (checked by the caller): the new secret replaces the old. */
export function decideDeviceCredential(
  command: DeviceCredentialCommand,
  state: DeviceCredentialState,
): DeviceCredentialEvent[] {
  return [{ type: 'KioskCredentialIssued', data: { ...command.data, generation: state.generation + 1 } }];
}

/** A kiosk credential stream's decider, for the engine (`AggregateStore.handle`). */
export const deviceCredentialDecider: Decider<
  DeviceCredentialCommand,
  DeviceCredentialEvent,
  DeviceCredentialState
> = {
  initialState: initialDeviceCredentialState,
  evolve: evolveDeviceCredential,
  decide: decideDeviceCredential,
};
