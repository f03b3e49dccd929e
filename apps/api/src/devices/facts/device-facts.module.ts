import { Module } from '@nestjs/common';
import { DeviceFactCommandHandler } from './device-facts.commands.js';
import { DeviceFactsController } from './device-facts.controller.js';

/** What kiosks report, relayed by the embedded device gateway (decisions 0014, 0029). */
@Module({
  controllers: [DeviceFactsController],
  providers: [DeviceFactCommandHandler],
})
export class DeviceFactsModule {}
