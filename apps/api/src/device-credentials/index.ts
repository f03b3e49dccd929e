/** The device credentials slice's public face: what other slices and the composition root may use. */
export { DeviceCredentialsModule } from './device-credentials.module.js';
export { DeviceCredentialCommandMessage } from './device-credential.commands.js';
export { DeviceCredentialsReader } from './device-credentials.reader.js';
export { assertGatewayToken } from './device-credentials.controller.js';
export {
  CurrentKiosk,
  KioskCtx,
  KioskOnly,
  KioskCredentialGuard,
  type KioskCaller,
} from './kiosk-credential.guard.js';

import { KioskDeviceCredentialRow } from './device-credential.row.js';

/** This slice's table: secret hashes, kept outside the log. */
export const DEVICE_CREDENTIAL_ENTITIES = [KioskDeviceCredentialRow];
