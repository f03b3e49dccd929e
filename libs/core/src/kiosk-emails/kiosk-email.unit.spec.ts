import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import {
  decideKioskEmail,
  evolveKioskEmail,
  initialKioskEmailState,
  kioskEmailDraftFault,
  kioskEmailSubject,
  selectableKinds,
  type KioskEmailAccess,
  type KioskEmailCommand,
  type KioskEmailEvent,
  type KioskEmailState,
} from './kiosk-email.js';

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

/** The refusal a command meets: its status, severity and English text. */
function refusalOf(command: KioskEmailCommand, state: KioskEmailState = initialKioskEmailState) {
  try {
    decideKioskEmail(command, state);
  } catch (error) {
    if (error instanceof DomainError)
      return { status: error.status, severity: error.severity, text: translate(error.key, error.params, 1) };
    throw error;
  }
  throw new Error('not refused');
}

const fold = (events: KioskEmailEvent[]): KioskEmailState =>
  events.reduce(evolveKioskEmail, initialKioskEmailState);

describe('a Geniegram', () => {
  it('is sent once, its words written for each resident it goes to, line breaks kept as LF', () => {
    const events = decideKioskEmail(send({ residentIds: [12, 13, 12] }), initialKioskEmailState);
    expect(events).toEqual([
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
      ...[12, 13].map((residentId) => ({
        type: 'KioskEmailWritten',
        data: {
          kioskEmailId: 7,
          residentId,
          subject: 'Happy birthday!',
          message: 'Happy birthday!\nLove from all of us',
        },
      })),
    ]);
    expect(refusalOf(send(), fold(events))).toMatchObject({ status: 409 });
  });

  it('needs a resident, a message within 4,000 characters and at most 12 attachments', () => {
    expect(refusalOf(send({ residentIds: [] }))).toEqual({
      status: 422,
      severity: 0,
      text: 'Resident is required',
    });
    expect(refusalOf(send({ message: '  \n ' }))).toEqual({
      status: 422,
      severity: 0,
      text: 'Email message is required',
    });
    expect(refusalOf(send({ message: 'a'.repeat(4001) })).text).toBe('Message cannot exceed 4000 characters');
    expect(
      refusalOf(send({ blobs: Array.from({ length: 13 }, (_, index) => media(index + 1, 'image')) })).text,
    ).toBe('A Geniegram holds at most 12 attachments.');
    expect(refusalOf(send({ residentIds: Array.from({ length: 51 }, (_, index) => index + 1) })).text).toBe(
      'A Geniegram goes to at most 50 residents.',
    );
  });

  it('holds pictures and audio, or videos, never both', () => {
    expect(refusalOf(send({ blobs: [media(1, 'image'), media(2, 'video')] }))).toEqual({
      status: 422,
      severity: 0,
      text: 'A Geniegram holds pictures and audio, or videos, not both.',
    });
    expect(
      decideKioskEmail(send({ blobs: [media(1, 'video'), media(2, 'video')] }), initialKioskEmailState),
    ).toHaveLength(3);
    expect(decideKioskEmail(send({ blobs: [] }), initialKioskEmailState)).toHaveLength(3);
  });

  it("takes media from its kiosk's library or the public one, and only media the sender may read", () => {
    expect(refusalOf(send({ blobs: [media(1, 'image', 'r-12')] }))).toEqual({
      status: 422,
      severity: 0,
      text: "A Geniegram takes media from the kiosk's library or the public library only.",
    });
    expect(refusalOf(send({ blobs: [media(1, 'image', 'k-4')] })).status).toBe(422);
    expect(refusalOf(send({ blobs: [{ blobId: 1, mediaItemId: 9, container: null, kind: null }] }))).toEqual({
      status: 404,
      severity: 0,
      text: 'This media item no longer exists.',
    });
  });

  it('goes to a Genie, from anyone but an admin, to residents the sender sees', () => {
    expect(refusalOf(send({ access: { ...manager, isGenie: false, reachableResidentIds: [] } }))).toEqual({
      status: 422,
      severity: 0,
      text: 'Geniegrams go to Genie kiosks only.',
    });
    expect(refusalOf(send({ access: admin }))).toEqual({
      status: 403,
      severity: 1,
      text: 'Admins read Geniegrams but do not send them.',
    });
    expect(refusalOf(send({ residentIds: [12, 99] }))).toEqual({
      status: 404,
      severity: 1,
      text: 'This resident no longer exists.',
    });
  });

  it("loses an erased resident's copy, once", () => {
    const state = fold(decideKioskEmail(send(), initialKioskEmailState));
    const erased = decideKioskEmail({ type: 'EraseKioskEmailCopy', residentId: 12 }, state);
    expect(erased).toEqual([{ type: 'KioskEmailCopyErased', data: { kioskEmailId: 7, residentId: 12 } }]);
    const after = erased.reduce(evolveKioskEmail, state);
    expect(after.residentIds).toEqual([13]);
    expect(decideKioskEmail({ type: 'EraseKioskEmailCopy', residentId: 12 }, after)).toEqual([]);
    expect(decideKioskEmail({ type: 'EraseKioskEmailCopy', residentId: 12 }, initialKioskEmailState)).toEqual(
      [],
    );
  });

  it('is opened for each resident by its own kiosk, once; anything else answers as a missing Geniegram', () => {
    const state = fold(decideKioskEmail(send(), initialKioskEmailState));
    const open = (change: Partial<Extract<KioskEmailCommand, { type: 'OpenKioskEmail' }>> = {}) =>
      ({
        type: 'OpenKioskEmail',
        kioskId: 3,
        residentId: 12,
        at: '2026-05-06T07:08:09.000Z',
        ...change,
      }) as const;
    const opened = decideKioskEmail(open(), state);
    expect(opened).toEqual([
      {
        type: 'KioskEmailOpened',
        data: { kioskEmailId: 7, residentId: 12, openedAt: '2026-05-06T07:08:09.000Z' },
      },
    ]);
    const after = opened.reduce(evolveKioskEmail, state);
    expect(decideKioskEmail(open({ at: '2026-05-07T00:00:00.000Z' }), after)).toEqual([]);
    expect(decideKioskEmail(open({ residentId: 13 }), after)).toHaveLength(1);
    const missing = { status: 404, severity: 1, text: 'This Geniegram no longer exists.' };
    expect(refusalOf(open({ kioskId: 4 }), state)).toEqual(missing);
    expect(refusalOf(open({ residentId: 99 }), state)).toEqual(missing);
    expect(refusalOf(open(), initialKioskEmailState)).toEqual(missing);
    const erased = decideKioskEmail({ type: 'EraseKioskEmailCopy', residentId: 12 }, state).reduce(
      evolveKioskEmail,
      state,
    );
    expect(refusalOf(open(), erased)).toEqual(missing);
  });

  it('speaks French', () => {
    const fault = kioskEmailDraftFault({ message: '', residentIds: [1], kinds: [] });
    expect(translate(fault!.key, fault!.params ?? {}, 2)).toBe('Le message du courriel est obligatoire');
  });
});

describe('the create dialog', () => {
  it('offers pictures and audio after a picture or audio, videos only after a video, all when empty', () => {
    expect(selectableKinds([])).toEqual(['image', 'audio', 'video']);
    expect(selectableKinds(['image'])).toEqual(['image', 'audio']);
    expect(selectableKinds(['audio', 'image'])).toEqual(['image', 'audio']);
    expect(selectableKinds(['video'])).toEqual(['video']);
  });

  it("takes the subject from the message's first line", () => {
    expect(kioskEmailSubject('  Hello there \nmore')).toBe('Hello there');
    expect(kioskEmailSubject('x'.repeat(150))).toHaveLength(100);
  });
});
