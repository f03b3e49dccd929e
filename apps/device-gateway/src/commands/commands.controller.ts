import {
  BadRequestException,
  Body,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Post,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { isValidSerial } from '@ambient/device-protocol';
import { bearerMatches } from '../config/api-token.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { KioskCommands } from './kiosk-commands.js';

/** At most this many kiosks in one request (the console sends a release's kiosks in such parts). */
export const MAX_COMMANDS_PER_REQUEST = 1000;

/** One "update available" as the console asks for it. */
export interface UpdateAvailableOrder {
  serialNumber: string;
  updateLevel: number;
  activityLevel?: number;
}

/** One "message received" as the console asks for it: a message waits for a resident of the kiosk. */
export interface MessageReceivedOrder {
  serialNumber: string;
  messageId: number;
  residentId: number;
}

/** What the gateway answers: the id of each command sent, to match the kiosk's result with. */
export interface CommandsSent {
  errorSeverity: null;
  errorMessage: null;
  sent: Array<{ serialNumber: string; commandId: string }>;
}

const isLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** The "message received" orders in `body` (none when absent), or the reason they are refused. */
export function readMessageOrders(body: unknown): MessageReceivedOrder[] | string {
  const orders = (body as { messageReceived?: unknown } | null)?.messageReceived;
  if (orders === undefined) return [];
  if (!Array.isArray(orders) || orders.length === 0) return 'messageReceived must be a non-empty list';
  if (orders.length > MAX_COMMANDS_PER_REQUEST)
    return `messageReceived holds at most ${MAX_COMMANDS_PER_REQUEST} messages`;
  const read: MessageReceivedOrder[] = [];
  for (const [i, order] of orders.entries()) {
    const { serialNumber, messageId, residentId } = (order ?? {}) as Record<string, unknown>;
    if (typeof serialNumber !== 'string' || !isValidSerial(serialNumber))
      return `messageReceived[${i}].serialNumber is not a kiosk serial`;
    if (!isLevel(messageId)) return `messageReceived[${i}].messageId must be a positive integer`;
    if (!isLevel(residentId)) return `messageReceived[${i}].residentId must be a positive integer`;
    read.push({ serialNumber, messageId, residentId });
  }
  return read;
}

/** One "content changed" as the console asks for it: the kiosk's active playlist changed (decision 0055). */
export interface ContentChangedOrder {
  serialNumber: string;
}

/** The "content changed" orders in `body` (none when absent), or the reason they are refused. */
export function readContentOrders(body: unknown): ContentChangedOrder[] | string {
  const orders = (body as { contentChanged?: unknown } | null)?.contentChanged;
  if (orders === undefined) return [];
  if (!Array.isArray(orders) || orders.length === 0) return 'contentChanged must be a non-empty list';
  if (orders.length > MAX_COMMANDS_PER_REQUEST)
    return `contentChanged holds at most ${MAX_COMMANDS_PER_REQUEST} kiosks`;
  const read: ContentChangedOrder[] = [];
  for (const [i, order] of orders.entries()) {
    const { serialNumber } = (order ?? {}) as Record<string, unknown>;
    if (typeof serialNumber !== 'string' || !isValidSerial(serialNumber))
      return `contentChanged[${i}].serialNumber is not a kiosk serial`;
    read.push({ serialNumber });
  }
  return read;
}

/** The "update available" orders in `body`, or the reason they are refused. */
export function readOrders(body: unknown): UpdateAvailableOrder[] | string {
  const orders = (body as { updateAvailable?: unknown } | null)?.updateAvailable;
  // A request of messages or content changes alone names no update.
  const others = body as { messageReceived?: unknown; contentChanged?: unknown } | null;
  if (orders === undefined && (others?.messageReceived !== undefined || others?.contentChanged !== undefined))
    return [];
  if (!Array.isArray(orders) || orders.length === 0) return 'updateAvailable must be a non-empty list';
  if (orders.length > MAX_COMMANDS_PER_REQUEST)
    return `updateAvailable holds at most ${MAX_COMMANDS_PER_REQUEST} kiosks`;
  const read: UpdateAvailableOrder[] = [];
  for (const [i, order] of orders.entries()) {
    const { serialNumber, updateLevel, activityLevel } = (order ?? {}) as Record<string, unknown>;
    if (typeof serialNumber !== 'string' || !isValidSerial(serialNumber))
      return `updateAvailable[${i}].serialNumber is not a kiosk serial`;
    if (!isLevel(updateLevel)) return `updateAvailable[${i}].updateLevel must be a positive integer`;
    if (activityLevel !== undefined && !isLevel(activityLevel))
      return `updateAvailable[${i}].activityLevel must be a positive integer`;
    read.push({ serialNumber, updateLevel, ...(activityLevel === undefined ? {} : { activityLevel }) });
  }
  return read;
}

/**
 * The console's way down to kiosks (decision 0030): `POST /commands` with the shared gateway token
 * sends each kiosk its `updateAvailable`, `messageReceived` and `contentChanged` commands through `KioskCommands` (recorded as sent, then
 * answered by the kiosk on its results channel).
 */
@Controller('commands')
export class CommandsController {
  constructor(
    private readonly commands: KioskCommands,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(200)
  async send(
    @Headers('authorization') authorization: string | undefined,
    @Body() body: unknown,
  ): Promise<CommandsSent> {
    const token = this.config.api?.token;
    if (!token)
      throw new ServiceUnavailableException({
        errorSeverity: 1,
        errorMessage: 'The gateway takes commands only with GATEWAY_API_URL and GATEWAY_API_TOKEN set',
      });
    if (!bearerMatches(authorization, token))
      throw new UnauthorizedException({
        errorSeverity: 1,
        errorMessage: 'The gateway token is missing or wrong',
      });
    const orders = readOrders(body);
    if (typeof orders === 'string') throw new BadRequestException({ errorSeverity: 1, errorMessage: orders });
    const messages = readMessageOrders(body);
    if (typeof messages === 'string')
      throw new BadRequestException({ errorSeverity: 1, errorMessage: messages });
    const contents = readContentOrders(body);
    if (typeof contents === 'string')
      throw new BadRequestException({ errorSeverity: 1, errorMessage: contents });
    const sent: CommandsSent['sent'] = [];
    for (const { serialNumber, updateLevel, activityLevel } of orders) {
      const command = await this.commands.send(serialNumber, {
        command: 'updateAvailable',
        updateLevel,
        ...(activityLevel === undefined ? {} : { activityLevel }),
      });
      sent.push({ serialNumber, commandId: command.commandId });
    }
    for (const { serialNumber, messageId, residentId } of messages) {
      // The message's id makes the command's: a message told twice is one command to the kiosk.
      const command = await this.commands.send(
        serialNumber,
        { command: 'messageReceived', messageId, residentId },
        `message-${messageId}`,
      );
      sent.push({ serialNumber, commandId: command.commandId });
    }
    for (const { serialNumber } of contents) {
      const command = await this.commands.send(serialNumber, { command: 'contentChanged' });
      sent.push({ serialNumber, commandId: command.commandId });
    }
    return { errorSeverity: null, errorMessage: null, sent };
  }
}
