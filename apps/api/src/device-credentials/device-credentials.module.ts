import { Module } from '@nestjs/common';
import { KiosksModule } from '../kiosks/index.js';
import { DeviceCredentialCommandHandler } from './device-credential.commands.js';
import {
  DeviceCredentialsController,
  GatewayCredentialsController,
} from './device-credentials.controller.js';
import { DeviceCredentialsReader } from './device-credentials.reader.js';
import { DemoKiosks } from './demo-kiosks.js';

/**
 * Kiosks' MQTT credentials: issued and rotated by admins, read by the device gateway (decision 0028),
 * and the demo kiosks' secrets at start (decision 0038).
 */
@Module({
  imports: [KiosksModule],
  controllers: [DeviceCredentialsController, GatewayCredentialsController],
  providers: [DeviceCredentialCommandHandler, DeviceCredentialsReader, DemoKiosks],
  exports: [DeviceCredentialsReader, DemoKiosks],
})
export class DeviceCredentialsModule {}
