import { describe, it } from '@jest/globals';
import {
  MessageType,
  type ErasureEvent,
  type MessagePurgeDetailFact,
  type MessagePurgeEvent,
} from '@ambient/core';
import { projectionSpec } from '@ambient/event-sourcing/testing';
import { MessagePurgesProjection } from '../../src/message-purges/message-purges.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const detail = (
  detailId: number,
  residentId: number,
  outcome: MessagePurgeDetailFact['outcome'],
): MessagePurgeEvent => ({
  type: 'MessagePurgeDetailRecorded',
  data: {
    purgeId: 3,
    detailId,
    messageId: 40 + detailId,
    residentId,
    userId: 'ambient|family',
    kioskId: 12,
    messageTypeId: MessageType.UserToResident,
    kind: 'image',
    lastOpened: detailId === 1 ? '2025-05-01T10:00:00.000Z' : null,
    subject: `Garden ${detailId}`,
    blobName: `Roses ${detailId}`,
    outcome,
    mediaKept: outcome === 'purged' ? 0 : 1,
  },
});
const purged: MessagePurgeEvent = {
  type: 'MessagesPurged',
  data: {
    purgeId: 3,
    datePurged: '2026-11-27T00:00:00.000Z',
    cutoff: '2025-11-27T00:00:00.000Z',
    retentionDays: 365,
    numMessages: 2,
    numWarnings: 1,
    numErrors: 0,
  },
};

const PURGES = 'SELECT id, num_messages, num_warnings, num_errors FROM message_purges ORDER BY id';
const DETAILS =
  'SELECT id, purge_id, resident_id, subject, blob_name, outcome, is_warning, is_error FROM message_purge_details ORDER BY id';

export const messagePurgesProjectionCases: ProjectionCases = (dataSource) => {
  describe('message purges projection', () => {
    const spec = () =>
      projectionSpec<MessagePurgeEvent | ErasureEvent>(covered(new MessagePurgesProjection()), dataSource());

    it('writes a purge with its counts and each detail, a kept medium as a warning', async () => {
      await spec()
        .given(detail(1, 5, 'purged'), detail(2, 5, 'mediaHeld'), purged)
        .then(PURGES, [{ id: 3, num_messages: 2, num_warnings: 1, num_errors: 0 }]);
      await spec()
        .given(detail(1, 5, 'purged'), detail(2, 5, 'mediaHeld'), detail(3, 5, 'messageFailed'))
        .then(DETAILS, [
          {
            id: 1,
            purge_id: 3,
            resident_id: 5,
            subject: 'Garden 1',
            blob_name: 'Roses 1',
            outcome: 'purged',
            is_warning: false,
            is_error: false,
          },
          {
            id: 2,
            purge_id: 3,
            resident_id: 5,
            subject: 'Garden 2',
            blob_name: 'Roses 2',
            outcome: 'mediaHeld',
            is_warning: true,
            is_error: false,
          },
          {
            id: 3,
            purge_id: 3,
            resident_id: 5,
            subject: 'Garden 3',
            blob_name: 'Roses 3',
            outcome: 'messageFailed',
            is_warning: false,
            is_error: true,
          },
        ]);
    });

    it("reads an erased resident's subjects and file titles as erased, and no one else's", async () => {
      await spec()
        .given(detail(1, 5, 'purged'), detail(2, 6, 'purged'), {
          type: 'PersonalDataErased',
          data: { subject: 'resident-5', userId: null, residentId: 5 },
        })
        .then('SELECT id, subject, blob_name FROM message_purge_details ORDER BY id', [
          { id: 1, subject: '[erased]', blob_name: '[erased]' },
          { id: 2, subject: 'Garden 2', blob_name: 'Roses 2' },
        ]);
    });
  });
};
