/** The devices slice's credentials part: what its other parts and the slice's face (../index.ts) export. */
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
