import type { FacilityInboxEvent, MessageEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { FacilityInboxRow, MessageBlobRow, MessageRow, MessageThreadRow } from './message.row.js';

/** Projects messages into `messages`, their attachments and their threads, with the events. */
@ReadModelProjection()
export class MessagesProjection extends EventProjection<MessageEvent> {
  readonly name = 'messages';
  readonly tables = ['messages', 'message_blobs', 'message_threads'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<MessageEvent> = {
    MessageSent: async (data, event, manager) => {
      await manager.upsert(
        MessageThreadRow,
        { id: data.threadId, residentId: data.residentId, userId: data.userId },
        ['id'],
      );
      await manager.insert(MessageRow, {
        id: data.messageId,
        threadId: data.threadId,
        residentId: data.residentId,
        userId: data.userId,
        messageTypeId: data.messageTypeId,
        kind: data.kind,
        subject: data.subject,
        text: data.text,
        title: data.title,
        description: data.description,
        firstOpened: null,
        createDate: recordedAt(event),
        sentBy: data.sentBy,
        moderation: null,
        declineReason: null,
      });
      if (data.blobs.length > 0)
        await manager.insert(
          MessageBlobRow,
          data.blobs.map((blob) => ({
            id: blob.blobId,
            messageId: data.messageId,
            mediaItemId: blob.mediaItemId,
            addDate: recordedAt(event),
          })),
        );
    },
    MessageOpened: (data, _event, manager) =>
      manager.update(MessageRow, { id: data.messageId }, { firstOpened: new Date(data.openedAt) }),
    MessageBlobsAdded: async (data, event, manager) => {
      await manager.insert(
        MessageBlobRow,
        data.blobs.map((blob) => ({
          id: blob.blobId,
          messageId: data.messageId,
          mediaItemId: blob.mediaItemId,
          addDate: recordedAt(event),
        })),
      );
    },
    MessageBlobsRemoved: async (data, _event, manager) => {
      await manager.delete(
        MessageBlobRow,
        data.blobIds.map((id) => ({ id })),
      );
    },
    MessageDeleted: async (data, _event, manager) => {
      await manager.delete(MessageBlobRow, { messageId: data.messageId });
      await manager.delete(MessageRow, { id: data.messageId });
    },
    MessageAwaitingApproval: (data, _event, manager) =>
      manager.update(MessageRow, { id: data.messageId }, { moderation: 'awaiting' }),
    MessageApproved: (data, _event, manager) =>
      manager.update(
        MessageRow,
        { id: data.messageId },
        { moderation: data.scheduled ? 'scheduled' : 'approved' },
      ),
    MessageDeclined: (data, _event, manager) =>
      manager.update(
        MessageRow,
        { id: data.messageId },
        { moderation: 'declined', declineReason: data.reason },
      ),
    MessageReleased: (data, _event, manager) =>
      manager.update(MessageRow, { id: data.messageId }, { moderation: 'approved' }),
  };
}

/** Projects the facilities' inbox settings (decision 0077). */
@ReadModelProjection()
export class FacilityInboxProjection extends EventProjection<FacilityInboxEvent> {
  readonly name = 'facility_inbox_settings';
  readonly tables = ['facility_inbox_settings'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<FacilityInboxEvent> = {
    FacilityInboxSettingsChanged: ({ facilityId, moderated }, _event, manager) =>
      manager.upsert(FacilityInboxRow, { facilityId, moderated }, ['facilityId']),
  };
}
