import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { copyFile, rm } from 'node:fs/promises';
import {
  DomainError,
  MESSAGE_UPLOAD_KINDS,
  MessageType,
  decideMessage,
  initialMessageState,
  messageDraftFault,
  residentContainer,
  type MediaKind,
  type MessageKind,
  type MessageMediaFact,
  type MessageUploadKind,
  type Profile,
  type ResidentMessage,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { parseInput } from '../common/validation.js';
import { DeviceCommands } from '../device-commands/index.js';
import { JobQueue } from '../jobs/index.js';
import { MediaUploads, type UploadParts } from '../media/index.js';
import { UsersReader } from '../users/index.js';
import { MessageCommandMessage, type OutgoingMessage } from './message.commands.js';
import { MessageScope } from './message-scope.js';
import { MessagesReader } from './messages.reader.js';
import { messageSendBodySchema, type MessageSendBody } from './messages.schemas.js';

/**
 * Who writes: a user (staff or a contact) through the console or the mobile app, or a Genie for
 * one of its residents (decision 0078), whose message always goes from the resident to a contact.
 */
export type MessageAuthor = { profile: Profile } | { kioskId: number };

/**
 * Sends a compose (decision 0043): one message per resident named, all or none. The rules that
 * need no file are judged before any file is kept; an uploaded file is kept in each resident's
 * own library (through the media slice's uploads, which inspect it), so each message's media is
 * that resident's, sealed under their key and erased with them.
 */
@Injectable()
export class MessageSender {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: MessagesReader,
    private readonly scope: MessageScope,
    private readonly users: UsersReader,
    private readonly uploads: MediaUploads,
    private readonly devices: DeviceCommands,
    private readonly jobs: JobQueue,
  ) {}

  /** A multipart upload of `POST messages/upload/{kind}`; the received files are removed whatever happens. */
  async upload(
    author: MessageAuthor,
    uploadKind: MessageUploadKind,
    parts: UploadParts,
    context: CommandContext,
  ): Promise<ResidentMessage[]> {
    const copies: string[] = [];
    try {
      const body = parseInput(messageSendBodySchema, parts.fields ?? {});
      const kind = MESSAGE_UPLOAD_KINDS[uploadKind];
      if (kind === 'text') return await this.send(author, body, kind, null, context);
      if (parts.files.length === 0) throw new DomainError('error.noFile');
      return await this.send(
        author,
        body,
        kind,
        async (residentId, index, title, description) => {
          // Each resident keeps their own copy of the received files.
          const files = [];
          for (const file of parts.files) {
            const path = `${file.path}-${index}`;
            copies.push(path);
            await copyFile(file.path, path);
            files.push({ ...file, path });
          }
          const kept = await this.uploads.keep(
            async () => ({ container: residentContainer(residentId), pathTypeId: null }),
            kind,
            {
              files,
              fields: { metadata: JSON.stringify(files.map(() => ({ title, description }))) },
              language: parts.language,
            },
            context,
          );
          return kept.flatMap((upload) =>
            upload.mediaItemId === null
              ? []
              : [{ mediaItemId: upload.mediaItemId, container: residentContainer(residentId), kind }],
          );
        },
        context,
      );
    } finally {
      await Promise.all(
        [...parts.files.map((file) => file.path), ...copies].map((path) => rm(path, { force: true })),
      );
    }
  }

  /**
   * Judges and sends a message to each resident named. `keep` stores an upload's files for one
   * resident and answers their media; without it, the media are the library items named.
   */
  async send(
    author: MessageAuthor,
    body: MessageSendBody,
    kind: MessageKind,
    keep:
      | ((
          residentId: number,
          index: number,
          title: string,
          description: string,
        ) => Promise<MessageMediaFact[]>)
      | null,
    context: CommandContext,
  ): Promise<ResidentMessage[]> {
    const residentIds = [...new Set([...(body.residentIds ?? []), ...(body.residentId ?? [])])];
    // A kiosk writes for its resident only: from the resident, to one of their contacts.
    const fromKiosk = 'kioskId' in author;
    const messageTypeId = fromKiosk
      ? MessageType.ResidentToUser
      : (body.messageTypeId ?? MessageType.UserToResident);
    const text = body.textMessage ?? body.text ?? '';
    const subject = body.subject ?? '';
    const title = kind === 'text' ? '' : (body.title ?? body.subject ?? '');
    const description = body.description ?? '';
    const fault = messageDraftFault({ kind, subject, text, title, residentIds });
    if (fault) throw new DomainError(fault.key, fault.params ?? {});
    const userId =
      messageTypeId === MessageType.UserToResident && !fromKiosk
        ? body.userId || author.profile.id
        : (body.userId ?? '');
    const outgoing: OutgoingMessage[] = [];
    for (const residentId of residentIds) {
      const access = fromKiosk
        ? await this.scope.kioskResident(author.kioskId, residentId)
        : await this.scope.resident(author.profile, residentId);
      if (messageTypeId === MessageType.ResidentToUser) {
        const contacts = await this.users.withResident(residentId);
        if (!contacts.some((contact) => contact.id === userId)) throw new DomainError('message.notAContact');
      }
      outgoing.push({
        residentId,
        access,
        media: [],
        moderatedFacilityId:
          messageTypeId === MessageType.UserToResident
            ? await this.reader.moderatedFacilityOf(residentId)
            : null,
      });
    }
    // The message each resident would get is authorized before any file is kept.
    // A kiosk reads no library: its resident's message carries what it uploads, or nothing.
    const libraryMedia =
      keep === null && !fromKiosk ? await this.scope.mediaFacts(author.profile, body.mediaItemIds ?? []) : [];
    for (const { residentId, access } of outgoing) {
      const placeholder = keep
        ? [{ blobId: 0, mediaItemId: 0, container: residentContainer(residentId), kind: kind as MediaKind }]
        : libraryMedia.map((media) => ({ ...media, blobId: 0 }));
      decideMessage(
        {
          type: 'SendMessage',
          messageId: 0,
          threadId: 0,
          residentId,
          userId,
          messageTypeId,
          kind,
          subject,
          text,
          title,
          description,
          blobs: kind === 'text' ? [] : placeholder,
          access,
        },
        initialMessageState,
      );
    }
    for (const [index, message] of outgoing.entries())
      message.media = keep ? await keep(message.residentId, index, title, description) : libraryMedia;
    const ids = await this.commands.execute(
      new MessageCommandMessage(
        {
          type: 'SendMessages',
          userId,
          messageTypeId,
          kind,
          subject,
          text,
          title,
          description,
          messages: outgoing,
        },
        context,
      ),
    );
    const sent = await this.reader.many(ids);
    // Each resident's kiosk is told through the device gateway (decision 0044), when there is one;
    // a message that waits for approval is told once it is approved (decision 0077).
    const released = sent.filter((message) => message.moderation === null).map((message) => message.id);
    if (this.devices.enabled && messageTypeId === MessageType.UserToResident && released.length > 0)
      await this.jobs.add(
        'messages.deliver',
        { messageIds: released },
        `messages-deliver-${released.join('-')}`,
      );
    return sent;
  }

  /** Tells the kiosk of an approved message that it waits, as a new message's send does. */
  async deliver(messageId: number): Promise<void> {
    if (this.devices.enabled)
      await this.jobs.add(
        'messages.deliver',
        { messageIds: [messageId] },
        `messages-deliver-${messageId}-approved`,
      );
  }
}
