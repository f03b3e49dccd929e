import { Global, Module } from '@nestjs/common';
import { DeviceCommands } from './device-commands.js';

/** The device gateway's commands, for every slice that tells kiosks something (decision 0030). */
@Global()
@Module({ providers: [DeviceCommands], exports: [DeviceCommands] })
export class DeviceCommandsModule {}
