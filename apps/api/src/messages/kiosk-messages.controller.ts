import { Controller, Get, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  MessageType,
  kioskMediaOf,
  type KioskInboxMessage,
  type KioskResident,
  type ResidentMessage,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { Answers, IdParam, ValidBody, ValidQuery } from '../common/validation.js';
import { CurrentKiosk, KioskCtx, KioskOnly, type KioskCaller } from '../devices/index.js';
import { MediaUploadInterceptor, UploadParts } from '../media/index.js';
import { UsersReader } from '../users/index.js';
import { MessageCommandMessage } from './message.commands.js';
import { MessageScope, messageNotFound } from './message-scope.js';
import { MessageSender } from './message-sender.js';
import { MESSAGE_LIST_MAX, MessagesReader } from './messages.reader.js';
import {
  KioskUploadKindParam,
  kioskMessageAnswer,
  kioskMessageBodySchema,
  kioskMessagesAnswer,
  kioskMessagesQuerySchema,
  kioskOpenedBodySchema,
  kioskResidentsAnswer,
  kioskUploadForm,
  type KioskMessageBody,
  type KioskMessagesQuery,
  type KioskOpenedBody,
  type KioskUploadKind,
} from './kiosk-messages.schemas.js';

/** A message as its kiosk reads it: the words, who wrote them, signed addresses of its media. */
export function kioskMessageOf(message: ResidentMessage): KioskInboxMessage {
  return {
    id: message.id,
    residentId: message.residentId,
    residentName: message.residentName,
    messageTypeId: message.messageTypeId,
    userId: message.userId,
    senderName:
      message.messageTypeId === MessageType.ResidentToUser ? message.residentName : message.userNickname,
    subject: message.subject,
    text: message.text,
    title: message.title,
    kind: message.kind,
    media: message.messageBlobs.map(kioskMediaOf),
    isOpened: message.isOpened,
    firstOpened: message.firstOpened,
    createDate: message.createDate,
  };
}

/**
 * A Genie's own access to its residents' messages (decision 0078), with its credential: their
 * messages both ways and the media they show (signed addresses, as the console's), reporting what
 * a resident has seen, and a resident's message to one of their contacts. A message of another
 * kiosk's resident, or one the facility's staff hold back (decision 0077), answers as a missing one.
 * Reads are not recorded, as the console's reads of messages are not.
 */
@ApiTags('kiosk')
@KioskOnly()
@Controller('kiosk')
export class KioskMessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MessagesReader,
    private readonly scope: MessageScope,
    private readonly sender: MessageSender,
    private readonly users: UsersReader,
  ) {}

  /** The kiosk's residents and the contacts each may write to. */
  @Get('residents')
  @Answers(kioskResidentsAnswer)
  async residents(@CurrentKiosk() kiosk: KioskCaller): Promise<{ residents: KioskResident[] }> {
    const residents: KioskResident[] = [];
    for (const resident of await this.reader.residentsOfKiosk(kiosk.kioskId)) {
      const contacts = await this.users.withResident(resident.id);
      residents.push({
        ...resident,
        contacts: contacts.map((user) => ({ userId: user.id, name: user.nickname || user.name })),
      });
    }
    return { residents };
  }

  /** The kiosk's inbox: its residents' messages, both ways, newest first. */
  @Get('messages')
  @Answers(kioskMessagesAnswer)
  async messages(
    @ValidQuery(kioskMessagesQuerySchema) query: KioskMessagesQuery,
    @CurrentKiosk() kiosk: KioskCaller,
  ): Promise<{ messages: KioskInboxMessage[] }> {
    const messages = await this.reader.ofKiosk(
      kiosk.kioskId,
      query.residentId ?? null,
      query.last ?? MESSAGE_LIST_MAX,
    );
    return { messages: messages.map(kioskMessageOf) };
  }

  /** One message of the kiosk's residents. */
  @Get('messages/:id')
  @Answers(kioskMessageAnswer)
  async message(
    @IdParam() id: number,
    @CurrentKiosk() kiosk: KioskCaller,
  ): Promise<{ message: KioskInboxMessage }> {
    await this.scope.kioskMessage(kiosk.kioskId, id);
    return this.answer(id);
  }

  /** The resident saw a message to them, at the kiosk's time: it is opened (once). */
  @Post('messages/:id/opened')
  @HttpCode(200)
  @Answers(kioskMessageAnswer)
  async opened(
    @IdParam() id: number,
    @ValidBody(kioskOpenedBodySchema) body: KioskOpenedBody,
    @CurrentKiosk() kiosk: KioskCaller,
    @KioskCtx() context: CommandContext,
  ): Promise<{ message: KioskInboxMessage }> {
    const { access } = await this.scope.kioskMessage(kiosk.kioskId, id);
    await this.commands.execute(
      new MessageCommandMessage(
        {
          type: 'OpenMessages',
          opens: [{ messageId: id, access }],
          at: new Date(body.openedAt ?? context.now).toISOString(),
          by: 'kiosk',
        },
        context,
      ),
    );
    return this.answer(id);
  }

  /** A resident writes to one of their contacts from the kiosk: a text message. */
  @Post('messages')
  @HttpCode(200)
  @Answers(kioskMessageAnswer)
  async send(
    @ValidBody(kioskMessageBodySchema) body: KioskMessageBody,
    @CurrentKiosk() kiosk: KioskCaller,
    @KioskCtx() context: CommandContext,
  ): Promise<{ message: KioskInboxMessage }> {
    const [sent] = await this.sender.send(
      { kioskId: kiosk.kioskId },
      { residentIds: [body.residentId], userId: body.userId, subject: body.subject, text: body.text },
      'text',
      null,
      context,
    );
    if (!sent) throw messageNotFound();
    return { message: kioskMessageOf(sent) };
  }

  /** A resident's picture or voice message to one of their contacts, kept in the resident's library. */
  @Post('messages/upload/:kind')
  @HttpCode(200)
  @UseInterceptors(MediaUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody(kioskUploadForm)
  @Answers(kioskMessageAnswer)
  async upload(
    @KioskUploadKindParam() kind: KioskUploadKind,
    @UploadParts() parts: UploadParts,
    @CurrentKiosk() kiosk: KioskCaller,
    @KioskCtx() context: CommandContext,
  ): Promise<{ message: KioskInboxMessage }> {
    const [sent] = await this.sender.upload({ kioskId: kiosk.kioskId }, kind, parts, context);
    if (!sent) throw messageNotFound();
    return { message: kioskMessageOf(sent) };
  }

  private async answer(id: number): Promise<{ message: KioskInboxMessage }> {
    const message = await this.reader.get(id);
    if (!message) throw messageNotFound();
    return { message: kioskMessageOf(message) };
  }
}
