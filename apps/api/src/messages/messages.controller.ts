import { Controller, Delete, Get, HttpCode, Post, Put, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { DomainError, type MessageBlob, type MessageUploadKind, type ResidentMessage } from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { CurrentPrincipal } from '../auth/current-principal.decorator.js';
import { Ctx } from '../common/request-context.js';
import { Answers, IdParam, ValidBody, ValidQuery } from '../common/validation.js';
import { MediaUploadInterceptor, UploadParts } from '../media/index.js';
import { MessageCommandMessage } from './message.commands.js';
import { FacilityQuietTime } from './inbox.js';
import { MessageScope, messageNotFound } from './message-scope.js';
import { MessageSender } from './message-sender.js';
import { MESSAGE_LIST_MAX, MessagesReader } from './messages.reader.js';
import {
  MessageUploadKindParam,
  lastQuerySchema,
  messageAnswer,
  messageBlobsAnswer,
  messageApproveBodySchema,
  messageBlobsBodySchema,
  messageDeclineBodySchema,
  messageDeletedAnswer,
  messageListBodySchema,
  messageOpenBodySchema,
  messageSendBodySchema,
  messageUploadForm,
  messagesAnswer,
  voiceQuerySchema,
  voiceUrlAnswer,
  type LastQuery,
  type MessageApproveBody,
  type MessageBlobsBody,
  type MessageDeclineBody,
  type MessageListBody,
  type MessageOpenBody,
  type MessageSendBody,
  type VoiceQuery,
} from './messages.schemas.js';

/**
 * Messages between residents and their contacts (spec 03 §2.13, §2.14, §7 "Messages"; decision
 * 0043): the Message manager's list, sending (as JSON, or uploaded with a picture, a voice
 * recording or a video), the opened state, deletes.
 */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class MessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MessagesReader,
    private readonly scope: MessageScope,
    private readonly sender: MessageSender,
    private readonly quiet: FacilityQuietTime,
  ) {}

  /** The messages the caller may reach, newest first, filtered as the Message manager asks. */
  @Post('profile')
  @HttpCode(200)
  @Answers(messagesAnswer)
  async list(
    @ValidBody(messageListBodySchema) body: MessageListBody,
    @ValidQuery(lastQuerySchema) query: LastQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ messages: ResidentMessage[] }> {
    const messages = await this.reader.list(principal.profile, body, query.last ?? MESSAGE_LIST_MAX);
    return { messages };
  }

  /** Sends a text message, or one with media of the library, to each resident named. */
  @Post()
  @HttpCode(200)
  @Answers(messagesAnswer)
  async send(
    @ValidBody(messageSendBodySchema) body: MessageSendBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ messages: ResidentMessage[] }> {
    const kind = body.kind ?? (body.mediaItemIds && body.mediaItemIds.length > 0 ? 'image' : 'text');
    return { messages: await this.sender.send({ profile: principal.profile }, body, kind, null, context) };
  }

  /** Sends a message uploaded from the compose dialog or the mobile app (spec 03 §3 "Message upload"). */
  @Post('upload/:kind')
  @HttpCode(200)
  @UseInterceptors(MediaUploadInterceptor)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(messageUploadForm)
  @Answers(messagesAnswer)
  async upload(
    @MessageUploadKindParam() kind: MessageUploadKind,
    @UploadParts() parts: UploadParts,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ messages: ResidentMessage[] }> {
    return { messages: await this.sender.upload({ profile: principal.profile }, kind, parts, context) };
  }

  /** Marks a message opened, by the user it was sent to. */
  @Put(':id')
  @Answers(messageAnswer)
  async open(
    @IdParam() id: number,
    @ValidBody(messageOpenBodySchema) _body: MessageOpenBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ message: ResidentMessage }> {
    const { access } = await this.scope.message(principal.profile, id);
    await this.commands.execute(
      new MessageCommandMessage(
        {
          type: 'OpenMessages',
          opens: [{ messageId: id, access }],
          at: context.now.toISOString(),
          by: 'user',
        },
        context,
      ),
    );
    return this.answer(id);
  }

  /** Marks every message of a thread sent to the caller opened. */
  @Put('thread/:id')
  @Answers(messagesAnswer)
  async openThread(
    @IdParam() id: number,
    @ValidBody(messageOpenBodySchema) _body: MessageOpenBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ messages: ResidentMessage[] }> {
    const thread = await this.reader.thread(id);
    if (!thread) throw messageNotFound();
    const access = await this.scope.access(principal.profile, thread.residentId);
    const reachable = access.seesResident || (access.isContact && thread.userId === principal.profile.id);
    if (!reachable) throw messageNotFound();
    const toUser = (await this.reader.many(thread.messageIds)).filter(
      (message) => message.messageTypeId === 2 && !message.isOpened,
    );
    if (toUser.length > 0)
      await this.commands.execute(
        new MessageCommandMessage(
          {
            type: 'OpenMessages',
            opens: toUser.map((message) => ({ messageId: message.id, access })),
            at: context.now.toISOString(),
            by: 'user',
          },
          context,
        ),
      );
    return { messages: await this.reader.many(thread.messageIds) };
  }

  /**
   * The address of a voice message's recording; with `log=true` the playback by the user it was
   * sent to marks it opened (spec 03 §4). Anyone else's playback logs nothing.
   */
  @Get(':id/voiceurl')
  @Answers(voiceUrlAnswer)
  async voiceUrl(
    @IdParam() id: number,
    @ValidQuery(voiceQuerySchema) query: VoiceQuery,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ url: string; isOpened: boolean }> {
    const { place, access } = await this.scope.message(principal.profile, id);
    const message = await this.answer(id);
    const voice = message.message.messageBlobs.find((blob) => blob.contentType.startsWith('audio/'));
    if (message.message.kind !== 'audio' || !voice) throw new DomainError('message.notVoice');
    if (query.log === 'true' && place.messageTypeId === 2 && place.userId === principal.profile.id) {
      await this.commands.execute(
        new MessageCommandMessage(
          {
            type: 'OpenMessages',
            opens: [{ messageId: id, access }],
            at: context.now.toISOString(),
            by: 'voice',
          },
          context,
        ),
      );
      return { url: voice.uri, isOpened: true };
    }
    return { url: voice.uri, isOpened: message.message.isOpened };
  }

  /**
   * Approves a message waiting in its facility's moderated inbox (decision 0077): it is delivered
   * now, or when the facility's day starts if it is quiet time there.
   */
  @Post(':id/approve')
  @HttpCode(200)
  @Answers(messageAnswer)
  async approve(
    @IdParam() id: number,
    @ValidBody(messageApproveBodySchema) _body: MessageApproveBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ message: ResidentMessage }> {
    const { access } = await this.scope.message(principal.profile, id);
    const quietTime = await this.quiet.isQuiet(await this.reader.facilityOf(id), context.now);
    const deliverNow = await this.commands.execute(
      new MessageCommandMessage({ type: 'ApproveMessage', messageId: id, access, quietTime }, context),
    );
    if (deliverNow) await this.sender.deliver(id);
    return this.answer(id);
  }

  /** Declines a message waiting in its facility's moderated inbox: it never reaches the kiosk. */
  @Post(':id/decline')
  @HttpCode(200)
  @Answers(messageAnswer)
  async decline(
    @IdParam() id: number,
    @ValidBody(messageDeclineBodySchema) body: MessageDeclineBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ message: ResidentMessage }> {
    const { access } = await this.scope.message(principal.profile, id);
    await this.commands.execute(
      new MessageCommandMessage(
        { type: 'DeclineMessage', messageId: id, access, reason: body.reason ?? '' },
        context,
      ),
    );
    return this.answer(id);
  }

  @Delete(':id')
  @Answers(messageDeletedAnswer)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const { access } = await this.scope.message(principal.profile, id);
    await this.commands.execute(
      new MessageCommandMessage({ type: 'DeleteMessage', messageId: id, access }, context),
    );
    return { deletedIds: [id] };
  }

  private async answer(id: number): Promise<{ message: ResidentMessage }> {
    const message = await this.reader.get(id);
    if (!message) throw messageNotFound();
    return { message };
  }
}

/** The attachments of media messages: media of the library added, and removed one at a time. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('messageblobs')
export class MessageBlobsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MessagesReader,
    private readonly scope: MessageScope,
  ) {}

  /** Adds media items of the resident's library or the public one to a media message. */
  @Post('bulk')
  @HttpCode(200)
  @Answers(messageBlobsAnswer)
  async add(
    @ValidBody(messageBlobsBodySchema) body: MessageBlobsBody,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ messageBlobs: MessageBlob[] }> {
    const { access } = await this.scope.message(principal.profile, body.messageId);
    const media = await this.scope.mediaFacts(principal.profile, body.mediaItemIds);
    const added = await this.commands.execute(
      new MessageCommandMessage(
        { type: 'AddMessageBlobs', messageId: body.messageId, access, media },
        context,
      ),
    );
    const message = await this.reader.get(body.messageId);
    return { messageBlobs: (message?.messageBlobs ?? []).filter((blob) => added.includes(blob.id)) };
  }

  @Delete(':id')
  @Answers(messageDeletedAnswer)
  async remove(
    @IdParam() id: number,
    @CurrentPrincipal() principal: Principal,
    @Ctx() context: CommandContext,
  ): Promise<{ deletedIds: number[] }> {
    const messageId = (await this.reader.blobPlaces([id])).get(id);
    if (messageId === undefined) throw blobNotFound();
    const { access } = await this.scope.message(principal.profile, messageId).catch(() => {
      throw blobNotFound();
    });
    const deletedIds = await this.commands.execute(
      new MessageCommandMessage({ type: 'RemoveMessageBlobs', messageId, access, blobIds: [id] }, context),
    );
    return { deletedIds };
  }
}

const blobNotFound = (): DomainError => new DomainError('message.blobNotFound', {}, 404, 1);
