import { Module } from '@nestjs/common';
import { ButtonConfigCommandHandler } from './button-config.commands.js';
import { ButtonConfigsController } from './button-configs.controller.js';
import { ButtonConfigsProjection } from './button-configs.projection.js';
import { ButtonConfigsReader } from './button-configs.reader.js';

/** Genie button configurations and their Phidget reference lists (spec 02, Button Configs). */
@Module({
  controllers: [ButtonConfigsController],
  providers: [ButtonConfigCommandHandler, ButtonConfigsProjection, ButtonConfigsReader],
})
export class ButtonConfigsModule {}
