import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  decideMessage,
  messageDecider,
  messageStream,
  type MessageAccess,
  type MessageCommand,
  type MessageKind,
  type MessageMediaFact,
  type MessageTexts,
  type MessageTypeId,
} from '@ambient/core';
import { AggregateStore, type UnitOfWork } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { MessagesReader } from './messages.reader.js';

/** One message of a send: its resident, the caller's access to them, and its attachments. */
export interface OutgoingMessage {
  residentId: number;
  access: MessageAccess;
  media: MessageMediaFact[];
  /** The resident's facility when its inbox is moderated (decision 0077). */
  moderatedFacilityId?: number | null;
}

/**
 * The commands of the messages slice (decision 0043): what the sender knows; the handler
 * allocates the ids and finds the threads. The sender has gathered the caller's access to each
 * resident; the decider authorizes the message each command produces before anything is appended.
 */
export type MessageSliceCommand =
  | (MessageTexts & {
      type: 'SendMessages';
      userId: string;
      messageTypeId: MessageTypeId;
      kind: MessageKind;
      messages: OutgoingMessage[];
    })
  | {
      type: 'OpenMessages';
      opens: Array<{ messageId: number; access: MessageAccess }>;
      at: string;
      by: 'kiosk' | 'user' | 'voice';
    }
  | { type: 'AddMessageBlobs'; messageId: number; access: MessageAccess; media: MessageMediaFact[] }
  | { type: 'RemoveMessageBlobs'; messageId: number; access: MessageAccess; blobIds: number[] }
  | { type: 'DeleteMessage'; messageId: number; access: MessageAccess }
  | { type: 'ApproveMessage'; messageId: number; access: MessageAccess; quietTime: boolean }
  | { type: 'DeclineMessage'; messageId: number; access: MessageAccess; reason: string }
  | { type: 'ReleaseMessage'; messageId: number };

interface MessageResults {
  SendMessages: number[];
  OpenMessages: number[];
  AddMessageBlobs: number[];
  RemoveMessageBlobs: number[];
  DeleteMessage: void;
  /** Whether the message is to be delivered now. */
  ApproveMessage: boolean;
  DeclineMessage: void;
  /** Whether the message was released now. */
  ReleaseMessage: boolean;
}

/**
 * Deletes these messages of an erased resident in the erasure's unit of work (decision 0061), as
 * one who sees the resident would; their media go with the resident's library.
 */
export async function eraseResidentMessages(unit: UnitOfWork, messageIds: readonly number[]): Promise<void> {
  const access = { userId: null, seesResident: true, isContact: false, isResidentKiosk: false };
  for (const messageId of messageIds) {
    const stream = messageStream(messageId);
    const state = await unit.load(stream, messageDecider);
    if (!state.deleted) unit.append(stream, decideMessage({ type: 'DeleteMessage', access }, state));
  }
}

export class MessageCommandMessage<
  C extends MessageSliceCommand = MessageSliceCommand,
> extends CommandMessage<C, MessageResults> {}

/** Messages: one stream per message; a send to several residents, or several opens, is one append. */
@CommandHandler(MessageCommandMessage)
export class MessageCommandHandler implements ICommandHandler<MessageCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly messages: MessagesReader,
  ) {}

  async execute({ command, context }: MessageCommandMessage): Promise<MessageResults[keyof MessageResults]> {
    switch (command.type) {
      case 'SendMessages': {
        const { type: _type, messages, ...common } = command;
        const sends: MessageCommand[] = [];
        for (const { residentId, access, media, moderatedFacilityId } of messages) {
          const threadId =
            (await this.messages.threadOf(residentId, common.userId)) ??
            (await this.ids.next('message_thread'));
          const blobs = [];
          for (const fact of media) blobs.push({ ...fact, blobId: await this.ids.next('message_blob') });
          sends.push({
            type: 'SendMessage',
            messageId: await this.ids.next('message'),
            threadId,
            residentId,
            access,
            blobs,
            moderatedFacilityId: moderatedFacilityId ?? null,
            ...common,
          });
        }
        return this.aggregates.transact(context, 'SendMessages', async (unit) => {
          const sent: number[] = [];
          for (const send of sends) {
            if (send.type !== 'SendMessage') continue;
            const stream = messageStream(send.messageId);
            const state = await unit.load(stream, messageDecider);
            unit.append(stream, decideMessage(send, state));
            sent.push(send.messageId);
          }
          return sent;
        });
      }
      case 'OpenMessages':
        return this.aggregates.transact(context, 'OpenMessages', async (unit) => {
          const opened: number[] = [];
          for (const { messageId, access } of command.opens) {
            const stream = messageStream(messageId);
            const state = await unit.load(stream, messageDecider);
            const events = decideMessage(
              { type: 'OpenMessage', access, at: command.at, by: command.by },
              state,
            );
            unit.append(stream, events);
            if (events.length > 0) opened.push(messageId);
          }
          return opened;
        });
      case 'AddMessageBlobs': {
        const blobs = [];
        for (const fact of command.media)
          blobs.push({ ...fact, blobId: await this.ids.next('message_blob') });
        const { events } = await this.aggregates.handle(
          messageStream(command.messageId),
          messageDecider,
          { type: 'AddMessageBlobs', access: command.access, blobs },
          context,
        );
        return events.flatMap((event) =>
          event.type === 'MessageBlobsAdded' ? event.data.blobs.map((blob) => blob.blobId) : [],
        );
      }
      case 'RemoveMessageBlobs':
        await this.aggregates.handle(
          messageStream(command.messageId),
          messageDecider,
          { type: 'RemoveMessageBlobs', access: command.access, blobIds: command.blobIds },
          context,
        );
        return command.blobIds;
      case 'DeleteMessage':
        await this.aggregates.handle(
          messageStream(command.messageId),
          messageDecider,
          { type: 'DeleteMessage', access: command.access },
          context,
        );
        return;
      case 'ApproveMessage': {
        const { events } = await this.aggregates.handle(
          messageStream(command.messageId),
          messageDecider,
          { type: 'ApproveMessage', access: command.access, quietTime: command.quietTime },
          context,
        );
        return events.some((event) => event.type === 'MessageApproved' && !event.data.scheduled);
      }
      case 'DeclineMessage':
        await this.aggregates.handle(
          messageStream(command.messageId),
          messageDecider,
          { type: 'DeclineMessage', access: command.access, reason: command.reason },
          context,
        );
        return;
      case 'ReleaseMessage': {
        const { events } = await this.aggregates.handle(
          messageStream(command.messageId),
          messageDecider,
          { type: 'ReleaseMessage' },
          context,
        );
        return events.length > 0;
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }
}
