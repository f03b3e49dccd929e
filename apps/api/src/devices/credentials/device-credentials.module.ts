import { Module } from '@nestjs/common';
import { KiosksModule } from '../../kiosks/index.js';
import { DeviceCredentialCommandHandler } from './device-credential.commands.js';
import {
  DeviceCredentialsController,
  GatewayCredentialsController,
} from './device-credentials.controller.js';
import { DeviceCredentialsReader } from './device-credentials.reader.js';
import { KioskCredentialGuard, KioskCredentialThrottle } from './kiosk-credential.guard.js';

/**
 * Kiosks' MQTT credentials: issued and rotated by admins, read by the device gateway (decision 0028);
 * the guard of the routes kiosks call with them (decision 0078). The demo kiosks' secrets at start
 * (decision 0038) are the seed slice's, above this one.
 */
@Module({
  imports: [KiosksModule],
  controllers: [DeviceCredentialsController, GatewayCredentialsController],
  providers: [
    DeviceCredentialCommandHandler,
    DeviceCredentialsReader,
    KioskCredentialGuard,
    KioskCredentialThrottle,
  ],
  exports: [DeviceCredentialsReader, KioskCredentialGuard, KioskCredentialThrottle],
})
export class DeviceCredentialsModule {}
