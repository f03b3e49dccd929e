/**
 * A kiosk's MQTT credential, issued by an admin from the kiosk dashboard (decision 0028). The
 * event records that a secret was issued and its generation, never the secret or its hash: the
 * hash lives in a table beside the log, written in the append's transaction, so it can be
 * replaced and erased. The credential belongs to the console's kiosk (its id), and is valid only
 * while the kiosk keeps the serial it was issued for.
 */
export type DeviceCredentialEvent = {
  type: 'KioskCredentialIssued';
  data: { kioskId: number; serialNumber: string; generation: number; at: string };
};

export interface DeviceCredentialState {
  /** 0: never issued; each issue (the first and every rotation) adds one. */
  generation: number;
}

export const initialDeviceCredentialState: DeviceCredentialState = { generation: 0 };

export const deviceCredentialStream = (kioskId: number): string => `kiosk-credential-${kioskId}`;

export function evolveDeviceCredential(
  _state: DeviceCredentialState,
  event: DeviceCredentialEvent,
): DeviceCredentialState {
  return { generation: event.data.generation };
}

/** What the kiosk dashboard shows about a kiosk's credential; the secret only in the answer to an issue. */
export interface DeviceCredentialStatus {
  /** The MQTT username: the kiosk's serial number. */
  username: string;
  issued: boolean;
  generation: number;
  issuedAt: string | null;
}
