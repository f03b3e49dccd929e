import { Module } from '@nestjs/common';
import { BUTTON_CONFIG_COMMAND_HANDLERS } from './button-config.handlers.js';
import { ButtonConfigsController } from './button-configs.controller.js';
import { ButtonConfigsProjection } from './button-configs.projection.js';
import { ButtonConfigsReader } from './button-configs.reader.js';

/** Genie button configurations and their Phidget reference lists (spec 02, Button Configs). */
@Module({
  controllers: [ButtonConfigsController],
  providers: [...BUTTON_CONFIG_COMMAND_HANDLERS, ButtonConfigsProjection, ButtonConfigsReader],
})
export class ButtonConfigsModule {}
