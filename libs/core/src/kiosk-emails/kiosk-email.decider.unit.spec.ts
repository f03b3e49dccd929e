import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import { kioskEmailDecider, type KioskEmailCommand } from './kiosk-email.decider.js';
import type { KioskEmailAccess, KioskEmailEvent } from './kiosk-email.js';

const { given } = deciderSpec(kioskEmailDecider);

const manager: KioskEmailAccess = {
  userId: 'ambient|manager',
  isAdmin: false,
  isGenie: true,
  reachableResidentIds: [12, 13],
};
const admin: KioskEmailAccess = { ...manager, userId: 'ambient|admin', isAdmin: true };

const media = (mediaItemId: number, kind: 'image' | 'audio' | 'video', container = 'k-3') => ({
  blobId: 100 + mediaItemId,
  mediaItemId,
  container,
  kind,
});

const send = (
  change: Partial<Extract<KioskEmailCommand, { type: 'SendKioskEmail' }>> = {},
): KioskEmailCommand => ({
  type: 'SendKioskEmail',
  kioskEmailId: 7,
  messageId: '<m@geniegram.ambient>',
  kioskId: 3,
  residentIds: [12, 13],
  message: 'Happy birthday!\r\nLove from all of us',
  blobs: [media(1, 'image'), media(2, 'audio', 'public')],
  access: manager,
  ...change,
});

/** What `send()` records: the Geniegram, then its words for each of its residents. */
const sent: KioskEmailEvent[] = [
  {
    type: 'KioskEmailSent',
    data: {
      kioskEmailId: 7,
      messageId: '<m@geniegram.ambient>',
      kioskId: 3,
      senderId: 'ambient|manager',
      residentIds: [12, 13],
      blobs: [
        { blobId: 101, mediaItemId: 1 },
        { blobId: 102, mediaItemId: 2 },
      ],
    },
  },
  ...[12, 13].map((residentId): KioskEmailEvent => ({
    type: 'KioskEmailWritten',
    data: {
      kioskEmailId: 7,
      residentId,
      subject: 'Happy birthday!',
      message: 'Happy birthday!\nLove from all of us',
    },
  })),
];
const copyErased: KioskEmailEvent = {
  type: 'KioskEmailCopyErased',
  data: { kioskEmailId: 7, residentId: 12 },
};

/** The refusal's status, severity and English text, as far as `expected` names them. */
const refused =
  (expected: Partial<{ status: number; severity: number; text: string }>) => (error: DomainError) =>
    expect({
      status: error.status,
      severity: error.severity,
      text: translate(error.key, error.params, 1),
    }).toMatchObject(expected);

/** The Geniegram as these events leave it. */
const kioskEmailAfter = (...events: KioskEmailEvent[]) =>
  events.reduce(kioskEmailDecider.evolve, kioskEmailDecider.initialState);

describe('a Geniegram', () => {
  it('is sent once, its words written for each resident it goes to, line breaks kept as LF', () => {
    given()
      .when(send({ residentIds: [12, 13, 12] }))
      .then(sent);
    given().when(send()).then(sent);
    given(...sent)
      .when(send())
      .thenThrows(DomainError, refused({ status: 409 }));
  });

  it('needs a resident, a message within 4,000 characters and at most 12 attachments', () => {
    given()
      .when(send({ residentIds: [] }))
      .thenThrows(DomainError, refused({ status: 422, severity: 0, text: 'Resident is required' }));
    given()
      .when(send({ message: '  \n ' }))
      .thenThrows(DomainError, refused({ status: 422, severity: 0, text: 'Email message is required' }));
    given()
      .when(send({ message: 'a'.repeat(4001) }))
      .thenThrows(DomainError, refused({ text: 'Message cannot exceed 4000 characters' }));
    given()
      .when(send({ blobs: Array.from({ length: 13 }, (_, index) => media(index + 1, 'image')) }))
      .thenThrows(DomainError, refused({ text: 'A Geniegram holds at most 12 attachments.' }));
    given()
      .when(send({ residentIds: Array.from({ length: 51 }, (_, index) => index + 1) }))
      .thenThrows(DomainError, refused({ text: 'A Geniegram goes to at most 50 residents.' }));
  });

  it('holds pictures and audio, or videos, never both', () => {
    given()
      .when(send({ blobs: [media(1, 'image'), media(2, 'video')] }))
      .thenThrows(
        DomainError,
        refused({
          status: 422,
          severity: 0,
          text: 'A Geniegram holds pictures and audio, or videos, not both.',
        }),
      );
    given()
      .when(send({ blobs: [media(1, 'video'), media(2, 'video')] }))
      .then((events) => expect(events).toHaveLength(3));
    given()
      .when(send({ blobs: [] }))
      .then((events) => expect(events).toHaveLength(3));
  });

  it("takes media from its kiosk's library or the public one, and only media the sender may read", () => {
    given()
      .when(send({ blobs: [media(1, 'image', 'r-12')] }))
      .thenThrows(
        DomainError,
        refused({
          status: 422,
          severity: 0,
          text: "A Geniegram takes media from the kiosk's library or the public library only.",
        }),
      );
    given()
      .when(send({ blobs: [media(1, 'image', 'k-4')] }))
      .thenThrows(DomainError, refused({ status: 422 }));
    given()
      .when(send({ blobs: [{ blobId: 1, mediaItemId: 9, container: null, kind: null }] }))
      .thenThrows(
        DomainError,
        refused({ status: 404, severity: 0, text: 'This media item no longer exists.' }),
      );
  });

  it('goes to a Genie, from anyone but an admin, to residents the sender sees', () => {
    given()
      .when(send({ access: { ...manager, isGenie: false, reachableResidentIds: [] } }))
      .thenThrows(
        DomainError,
        refused({ status: 422, severity: 0, text: 'Geniegrams go to Genie kiosks only.' }),
      );
    given()
      .when(send({ access: admin }))
      .thenThrows(
        DomainError,
        refused({ status: 403, severity: 1, text: 'Admins read Geniegrams but do not send them.' }),
      );
    given()
      .when(send({ residentIds: [12, 99] }))
      .thenThrows(
        DomainError,
        refused({ status: 404, severity: 1, text: 'This resident no longer exists.' }),
      );
  });

  it("loses an erased resident's copy, once", () => {
    given(...sent)
      .when({ type: 'EraseKioskEmailCopy', residentId: 12 })
      .then([copyErased]);
    expect(kioskEmailAfter(...sent, copyErased).residentIds).toEqual([13]);
    given(...sent, copyErased)
      .when({ type: 'EraseKioskEmailCopy', residentId: 12 })
      .then([]);
    given().when({ type: 'EraseKioskEmailCopy', residentId: 12 }).then([]);
  });

  it('is opened for each resident by its own kiosk, once; anything else answers as a missing Geniegram', () => {
    const open = (change: Partial<Extract<KioskEmailCommand, { type: 'OpenKioskEmail' }>> = {}) =>
      ({
        type: 'OpenKioskEmail',
        kioskId: 3,
        residentId: 12,
        at: '2026-05-06T07:08:09.000Z',
        ...change,
      }) as const;
    const opened: KioskEmailEvent = {
      type: 'KioskEmailOpened',
      data: { kioskEmailId: 7, residentId: 12, openedAt: '2026-05-06T07:08:09.000Z' },
    };
    given(...sent)
      .when(open())
      .then([opened]);
    given(...sent, opened)
      .when(open({ at: '2026-05-07T00:00:00.000Z' }))
      .then([]);
    given(...sent, opened)
      .when(open({ residentId: 13 }))
      .then((events) => expect(events).toHaveLength(1));
    const missing = refused({ status: 404, severity: 1, text: 'This Geniegram no longer exists.' });
    given(...sent)
      .when(open({ kioskId: 4 }))
      .thenThrows(DomainError, missing);
    given(...sent)
      .when(open({ residentId: 99 }))
      .thenThrows(DomainError, missing);
    given().when(open()).thenThrows(DomainError, missing);
    given(...sent, copyErased)
      .when(open())
      .thenThrows(DomainError, missing);
  });
});
