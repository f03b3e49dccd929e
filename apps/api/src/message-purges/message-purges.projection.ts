import {
  ERASED_NAME,
  isPurgeError,
  isPurgeWarning,
  type ErasureEvent,
  type MessagePurgeEvent,
} from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { MessagePurgeDetailRow, MessagePurgeRow } from './message-purge.rows.js';

/**
 * Projects the purges into `message_purges` and their details into `message_purge_details`, with
 * the events; an erased resident's subjects and file titles read as erased, as in the log.
 */
@ReadModelProjection()
export class MessagePurgesProjection extends EventProjection<MessagePurgeEvent | ErasureEvent> {
  readonly name = 'message_purges';
  readonly tables = ['message_purges', 'message_purge_details'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<MessagePurgeEvent | ErasureEvent> = {
    MessagePurgeDetailRecorded: (data, _event, manager) =>
      manager.insert(MessagePurgeDetailRow, {
        id: data.detailId,
        purgeId: data.purgeId,
        messageId: data.messageId,
        residentId: data.residentId,
        userId: data.userId,
        kioskId: data.kioskId,
        messageTypeId: data.messageTypeId,
        kind: data.kind,
        lastOpened: data.lastOpened === null ? null : new Date(data.lastOpened),
        subject: data.subject,
        blobName: data.blobName,
        outcome: data.outcome,
        mediaKept: data.mediaKept,
        isWarning: isPurgeWarning(data.outcome),
        isError: isPurgeError(data.outcome),
      }),
    MessagesPurged: (data, _event, manager) =>
      manager.insert(MessagePurgeRow, {
        id: data.purgeId,
        datePurged: new Date(data.datePurged),
        cutoff: new Date(data.cutoff),
        retentionDays: data.retentionDays,
        numMessages: data.numMessages,
        numWarnings: data.numWarnings,
        numErrors: data.numErrors,
      }),
    PersonalDataErased: async ({ residentId }, _event, manager) => {
      if (residentId === null) return;
      await manager.update(
        MessagePurgeDetailRow,
        { residentId },
        { subject: ERASED_NAME, blobName: ERASED_NAME },
      );
    },
  };
}
