import { describe, it } from '@jest/globals';
import type { KioskEmailEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { KioskEmailsProjection } from '../../src/kiosk-emails/kiosk-emails.projection.js';
import { covered, type ProjectionCases } from '../projections/projection-cases.js';

const sent = (kioskEmailId: number, residentIds: number[], blobs: number[] = []): KioskEmailEvent[] => [
  {
    type: 'KioskEmailSent',
    data: {
      kioskEmailId,
      messageId: `<${kioskEmailId}@geniegram.ambient>`,
      kioskId: 3,
      senderId: 'ambient|kioskManager',
      residentIds,
      blobs: blobs.map((blobId) => ({ blobId, mediaItemId: 100 + blobId })),
    },
  },
  ...residentIds.map((residentId): KioskEmailEvent => ({
    type: 'KioskEmailWritten',
    data: { kioskEmailId, residentId, subject: 'Hello', message: `Hello ${kioskEmailId}` },
  })),
];

export const kioskEmailsProjectionCases: ProjectionCases = (dataSource) => {
  describe('Kiosk emails projection', () => {
    it("keeps each Geniegram, its attachments and each resident's copy, and drops an erased resident's; a copy seen on the kiosk is opened", async () => {
      const spec = projectionSpec<KioskEmailEvent>(covered(new KioskEmailsProjection()), dataSource()).given(
        ...sent(1, [12, 13], [20, 21]),
        ...sent(2, [12]),
        { type: 'KioskEmailCopyErased', data: { kioskEmailId: 1, residentId: 12 } },
        {
          type: 'KioskEmailOpened',
          data: { kioskEmailId: 1, residentId: 13, openedAt: '2026-03-04T05:06:07.000Z' },
        },
      );
      await spec.then(
        `SELECT id, message_id, kiosk_id, sender_id, create_date FROM kiosk_emails ORDER BY id`,
        [1, 2].map((id) => ({
          id,
          message_id: `<${id}@geniegram.ambient>`,
          kiosk_id: 3,
          sender_id: 'ambient|kioskManager',
          create_date: new Date(GIVEN_AT),
        })),
      );
      await spec.then(
        `SELECT kiosk_email_id, resident_id, message, first_opened FROM kiosk_email_copies ORDER BY kiosk_email_id, resident_id`,
        [
          {
            kiosk_email_id: 1,
            resident_id: 13,
            message: 'Hello 1',
            first_opened: new Date('2026-03-04T05:06:07.000Z'),
          },
          { kiosk_email_id: 2, resident_id: 12, message: 'Hello 2', first_opened: null },
        ],
      );
      await spec.then(`SELECT id, kiosk_email_id, media_item_id FROM kiosk_email_blobs ORDER BY id`, [
        { id: 20, kiosk_email_id: 1, media_item_id: 120 },
        { id: 21, kiosk_email_id: 1, media_item_id: 121 },
      ]);
    });
  });
};
