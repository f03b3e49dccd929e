import { randomUUID } from 'node:crypto';
import { Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { CommandContext } from '@ambient/event-sourcing';
import { Public } from '../auth/public.decorator.js';
import { Answers, ValidBody, doneAnswer, id } from '../common/validation.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { assertGatewayToken } from '../devices/index.js';
import { MessageCommandMessage } from './message.commands.js';
import { messageNotFound } from './message-scope.js';
import { MessagesReader } from './messages.reader.js';

/** What the gateway relays of a kiosk's `message-opened` report. */
const messageOpenedBodySchema = z.strictObject({
  serialNumber: z.string().regex(/^[A-Za-z0-9._-]{1,20}$/),
  messageId: id,
  residentId: id,
  openedAt: z.iso.datetime({ offset: true }),
});
type MessageOpenedBody = z.output<typeof messageOpenedBodySchema>;

/**
 * A resident has seen a message on their kiosk (decision 0044): the gateway relays the kiosk's
 * report with its shared token. Only the kiosk the message's resident lives on opens it; any
 * other report answers as a missing message. Source `device`, the kiosk's time.
 */
@ApiTags('device gateway')
@Controller('device-gateway/messages')
export class DeviceMessagesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly reader: MessagesReader,
  ) {}

  @Public()
  @Post('opened')
  @HttpCode(200)
  @Answers(doneAnswer)
  async opened(
    @Headers('x-gateway-token') token: string | undefined,
    @ValidBody(messageOpenedBodySchema) report: MessageOpenedBody,
  ): Promise<Record<string, never>> {
    assertGatewayToken(this.config, token);
    const place = await this.reader.placeOf(report.messageId);
    if (!place || place.residentId !== report.residentId || place.serialNumber !== report.serialNumber)
      throw messageNotFound();
    const context: CommandContext = {
      userId: null,
      functionalRole: null,
      correlationId: randomUUID(),
      source: 'device',
      now: new Date(),
    };
    await this.commands.execute(
      new MessageCommandMessage(
        {
          type: 'OpenMessages',
          opens: [
            {
              messageId: report.messageId,
              access: { userId: null, seesResident: false, isContact: false, isResidentKiosk: true },
            },
          ],
          at: new Date(report.openedAt).toISOString(),
          by: 'kiosk',
        },
        context,
      ),
    );
    return {};
  }
}
