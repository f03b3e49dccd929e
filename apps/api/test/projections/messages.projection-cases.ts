import { describe, it } from '@jest/globals';
import type { FacilityInboxEvent, MessageEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { FacilityInboxProjection, MessagesProjection } from '../../src/messages/messages.projection.js';
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

    it('keeps where each held message stands in its moderated inbox, and why it was declined (decision 0077)', async () => {
      const ids = (messageId: number) => ({ messageId, residentId: 12 });
      const spec = projectionSpec<MessageEvent>(covered(new MessagesProjection()), dataSource()).given(
        sent(1, 7, 'ambient|visitor'),
        sent(2, 7, 'ambient|visitor'),
        sent(3, 7, 'ambient|visitor'),
        sent(4, 7, 'ambient|visitor'),
        sent(5, 7, 'ambient|visitor'),
        ...[2, 3, 4, 5].map((id): MessageEvent => ({
          type: 'MessageAwaitingApproval',
          data: { ...ids(id), facilityId: 4 },
        })),
        { type: 'MessageApproved', data: { ...ids(3), approvedBy: 'ambient|admin', scheduled: false } },
        { type: 'MessageApproved', data: { ...ids(4), approvedBy: 'ambient|admin', scheduled: true } },
        { type: 'MessageDeclined', data: { ...ids(5), declinedBy: 'ambient|admin', reason: 'Not today' } },
      );
      const QUERY = `SELECT id, moderation, decline_reason FROM messages ORDER BY id`;
      await spec.then(QUERY, [
        { id: 1, moderation: null, decline_reason: null },
        { id: 2, moderation: 'awaiting', decline_reason: null },
        { id: 3, moderation: 'approved', decline_reason: null },
        { id: 4, moderation: 'scheduled', decline_reason: null },
        { id: 5, moderation: 'declined', decline_reason: 'Not today' },
      ]);
      const released = projectionSpec<MessageEvent>(covered(new MessagesProjection()), dataSource()).given(
        sent(4, 7, 'ambient|visitor'),
        { type: 'MessageAwaitingApproval', data: { ...ids(4), facilityId: 4 } },
        { type: 'MessageApproved', data: { ...ids(4), approvedBy: 'ambient|admin', scheduled: true } },
        { type: 'MessageReleased', data: ids(4) },
      );
      await released.then(QUERY, [{ id: 4, moderation: 'approved', decline_reason: null }]);
    });
  });

  describe('Facility inbox projection', () => {
    it('keeps each facility’s last inbox setting', async () => {
      const spec = projectionSpec<FacilityInboxEvent>(
        covered(new FacilityInboxProjection()),
        dataSource(),
      ).given(
        { type: 'FacilityInboxSettingsChanged', data: { facilityId: 4, moderated: true } },
        { type: 'FacilityInboxSettingsChanged', data: { facilityId: 5, moderated: true } },
        { type: 'FacilityInboxSettingsChanged', data: { facilityId: 5, moderated: false } },
      );
      await spec.then(`SELECT facility_id, moderated FROM facility_inbox_settings ORDER BY facility_id`, [
        { facility_id: 4, moderated: true },
        { facility_id: 5, moderated: false },
      ]);
    });
  });
};
