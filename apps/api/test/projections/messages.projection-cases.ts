import { describe, it } from '@jest/globals';
import type { MessageEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { MessagesProjection } from '../../src/messages/messages.projection.js';
import { LATER, covered, type ProjectionCases } from './projection-cases.js';

const sent = (messageId: number, threadId: number, userId: string, blobs: number[] = []): MessageEvent => ({
  type: 'MessageSent',
  data: {
    messageId,
    threadId,
    residentId: 12,
    userId,
    messageTypeId: 1,
    kind: blobs.length > 0 ? 'image' : 'text',
    subject: `Subject ${messageId}`,
    text: blobs.length > 0 ? '' : 'Hello',
    title: blobs.length > 0 ? 'Beach' : '',
    description: '',
    blobs: blobs.map((blobId) => ({ blobId, mediaItemId: 100 + blobId })),
    sentBy: userId,
  },
});

const MESSAGES = `SELECT id, thread_id, resident_id, user_id, kind, subject, title, first_opened, create_date
  FROM messages ORDER BY id`;
const BLOBS = `SELECT id, message_id, media_item_id FROM message_blobs ORDER BY id`;
const THREADS = `SELECT id, resident_id, user_id FROM message_threads ORDER BY id`;

export const messagesProjectionCases: ProjectionCases = (dataSource) => {
  describe('Messages projection', () => {
    it('keeps each message with its thread, attachments and first opening, and drops the deleted ones', async () => {
      const spec = projectionSpec<MessageEvent>(covered(new MessagesProjection()), dataSource()).given(
        sent(1, 7, 'ambient|visitor'),
        sent(2, 7, 'ambient|visitor', [20, 21]),
        sent(3, 8, 'ambient|family', [30]),
        { type: 'MessageOpened', data: { messageId: 1, residentId: 12, openedAt: LATER, by: 'kiosk' } },
        {
          type: 'MessageBlobsAdded',
          data: { messageId: 2, residentId: 12, blobs: [{ blobId: 22, mediaItemId: 122 }] },
        },
        { type: 'MessageBlobsRemoved', data: { messageId: 2, residentId: 12, blobIds: [20] } },
        { type: 'MessageDeleted', data: { messageId: 3, residentId: 12 } },
      );
      const row = (id: number, thread: number, kind: string, title: string, opened: string | null) => ({
        id,
        thread_id: thread,
        resident_id: 12,
        user_id: 'ambient|visitor',
        kind,
        subject: `Subject ${id}`,
        title,
        first_opened: opened === null ? null : new Date(opened),
        create_date: new Date(GIVEN_AT),
      });
      await spec.then(MESSAGES, [row(1, 7, 'text', '', LATER), row(2, 7, 'image', 'Beach', null)]);
      await spec.then(BLOBS, [
        { id: 21, message_id: 2, media_item_id: 121 },
        { id: 22, message_id: 2, media_item_id: 122 },
      ]);
      await spec.then(THREADS, [
        { id: 7, resident_id: 12, user_id: 'ambient|visitor' },
        { id: 8, resident_id: 12, user_id: 'ambient|family' },
      ]);
    });
  });
};
