import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  DEFAULT_MESSAGE_RETENTION_DAYS,
  DomainError,
  formatPurgeDate,
  formatPurgeOpened,
  messagePurgeCutoff,
  messagePurgeDecider,
  MessageType,
  PERSONAL_DATA,
  purgeRemovesMedia,
  translate,
  type MessagePurgeDetailFact,
  type MessagePurgeEvent,
  type MessagePurgeOutcome,
} from '../index.js';

const { given } = deciderSpec(messagePurgeDecider);

const detail = (detailId: number, outcome: MessagePurgeOutcome): MessagePurgeDetailFact => ({
  detailId,
  messageId: 100 + detailId,
  residentId: 7,
  userId: 'u-1',
  kioskId: 3,
  messageTypeId: MessageType.UserToResident,
  kind: 'image',
  lastOpened: null,
  subject: 'Our garden',
  blobName: 'Roses',
  outcome,
  mediaKept: outcome === 'purged' ? 0 : 1,
});

const record = (details: MessagePurgeDetailFact[]) => ({
  type: 'RecordMessagePurge' as const,
  purgeId: 4,
  at: '2026-11-27T02:00:00.000Z',
  cutoff: '2025-11-27T02:00:00.000Z',
  retentionDays: 365,
  details,
});

/** The purge `record(…)` records, with its counts. */
const purged = (counts: {
  numMessages: number;
  numWarnings: number;
  numErrors: number;
}): MessagePurgeEvent => ({
  type: 'MessagesPurged',
  data: {
    purgeId: 4,
    datePurged: '2026-11-27T02:00:00.000Z',
    cutoff: '2025-11-27T02:00:00.000Z',
    retentionDays: 365,
    ...counts,
  },
});

describe('Message purge decider', () => {
  it('records each message, then the purge with its counts: kept media warns, a failure is an error', () => {
    const details = [
      detail(1, 'purged'),
      detail(2, 'mediaHeld'),
      detail(3, 'sharedMediaKept'),
      detail(4, 'mediaFailed'),
      detail(5, 'messageFailed'),
    ];
    given()
      .when(record(details))
      .then([
        ...details.map((fact) => ({
          type: 'MessagePurgeDetailRecorded' as const,
          data: { purgeId: 4, ...fact },
        })),
        purged({ numMessages: 5, numWarnings: 2, numErrors: 2 }),
      ]);
  });

  it('records a purge that found nothing, and never records one purge twice', () => {
    const nothing = purged({ numMessages: 0, numWarnings: 0, numErrors: 0 });
    given().when(record([])).then([nothing]);
    given(nothing)
      .when(record([]))
      .thenThrows(DomainError, (error) => expect(error.status).toBe(409));
  });

  it('purges the messages sent before the retention period, a year by default', () => {
    expect(DEFAULT_MESSAGE_RETENTION_DAYS).toBe(365);
    expect(messagePurgeCutoff(new Date('2026-11-27T02:00:00Z'), 30).toISOString()).toBe(
      '2026-10-28T02:00:00.000Z',
    );
    expect(messagePurgeCutoff(new Date('2026-11-27T02:00:00Z'), 0).toISOString()).toBe(
      '2026-11-27T02:00:00.000Z',
    );
  });

  it("removes only media of the message's resident's own library", () => {
    expect(purgeRemovesMedia(7, 'r-7')).toBe(true);
    expect(purgeRemovesMedia(7, 'r-8')).toBe(false);
    expect(purgeRemovesMedia(7, 'public')).toBe(false);
  });

  it("seals a detail's subject and file title under its resident's key", () => {
    const fields = PERSONAL_DATA.get('MessagePurgeDetailRecorded');
    expect(fields?.subject({ residentId: 7 })).toBe('resident-7');
    expect(Object.keys(fields?.fields ?? {}).sort()).toEqual(['blobName', 'subject']);
  });

  it('says what became of each message in English and French', () => {
    expect(translate('messagePurge.mediaHeld', { count: 1 }, 1)).toBe(
      'Message deleted; 1 media item(s) kept: something else still holds them.',
    );
    expect(translate('messagePurge.mediaHeld', { count: 1 }, 2)).toBe(
      'Message supprimé\u202f; 1 média(s) conservé(s)\u202f: autre chose les utilise encore.',
    );
  });

  it('writes the purge date as ddd, MMM DD, YYYY and the opened date as MM/DD/YYYY', () => {
    const at = new Date(2026, 10, 6, 14, 30);
    expect(formatPurgeDate(at, 'en-CA')).toBe('Fri, Nov 06, 2026');
    expect(formatPurgeDate(at, 'fr-CA')).toBe('ven, nov 06, 2026');
    expect(formatPurgeOpened(at)).toBe('11/06/2026');
  });
});
