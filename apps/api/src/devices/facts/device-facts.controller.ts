import { randomUUID } from 'node:crypto';
import { Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '@ambient/event-sourcing';
import { Public } from '../../auth/public.decorator.js';
import { Answers, ValidBody, doneAnswer } from '../../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { assertGatewayToken } from '../credentials/index.js';
import { DeviceFactCommandMessage } from './device-facts.commands.js';
import { deviceFactBodySchema, type DeviceFactBody } from './device-facts.schemas.js';

/**
 * The embedded gateway's facts, relayed (decision 0029): on the embedded default the gateway cannot
 * open PGlite, which lives in this process, so it posts each fact here with its shared token, in
 * the order it observed them per kiosk; the API records it as the gateway would have. Source
 * `device`, no user; the time is the gateway's (`at`).
 */
@ApiTags('device gateway')
@Controller('device-gateway')
export class DeviceFactsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
  ) {}

  @Public()
  @Post('facts')
  @HttpCode(200)
  @Answers(doneAnswer)
  async record(
    @Headers('x-gateway-token') token: string | undefined,
    @ValidBody(deviceFactBodySchema) fact: DeviceFactBody,
  ): Promise<Record<string, never>> {
    assertGatewayToken(this.config, token);
    const context: CommandContext = {
      userId: null,
      functionalRole: null,
      correlationId: randomUUID(),
      source: 'device',
      now: new Date(fact.data.at),
    };
    await this.commands.execute(new DeviceFactCommandMessage(fact, context));
    return {};
  }
}
