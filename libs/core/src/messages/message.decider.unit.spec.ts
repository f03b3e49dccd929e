import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { messageDecider, type MessageCommand } from './message.decider.js';
import { mayReachMessage, MessageType, type MessageAccess, type MessageEvent } from './message.js';

const { given } = deciderSpec(messageDecider);

const staff: MessageAccess = {
  userId: 'ambient|staff',
  seesResident: true,
  isContact: false,
  isResidentKiosk: false,
};
const visitor: MessageAccess = {
  userId: 'ambient|visitor',
  seesResident: false,
  isContact: true,
  isResidentKiosk: false,
};
const otherVisitor: MessageAccess = { ...visitor, userId: 'ambient|other' };
const kiosk: MessageAccess = { userId: null, seesResident: false, isContact: false, isResidentKiosk: true };
const stranger: MessageAccess = {
  userId: 'ambient|stranger',
  seesResident: false,
  isContact: false,
  isResidentKiosk: false,
};

const picture = (mediaItemId: number, container = 'r-12', blobId = 100 + mediaItemId) => ({
  blobId,
  mediaItemId,
  container,
  kind: 'image' as const,
});

const send = (over: Partial<Extract<MessageCommand, { type: 'SendMessage' }>> = {}): MessageCommand => ({
  type: 'SendMessage',
  messageId: 7,
  threadId: 3,
  residentId: 12,
  userId: 'ambient|visitor',
  messageTypeId: MessageType.UserToResident,
  kind: 'text',
  subject: '',
  text: ' Hello Mum \nSee you Sunday',
  title: '',
  description: '',
  blobs: [],
  access: visitor,
  ...over,
});

/** What `send()` records, with `over` changed. */
const sent = (over: Partial<Extract<MessageEvent, { type: 'MessageSent' }>['data']> = {}): MessageEvent => ({
  type: 'MessageSent',
  data: {
    messageId: 7,
    threadId: 3,
    residentId: 12,
    userId: 'ambient|visitor',
    messageTypeId: MessageType.UserToResident,
    kind: 'text',
    subject: 'Hello Mum',
    text: 'Hello Mum \nSee you Sunday',
    title: '',
    description: '',
    blobs: [],
    sentBy: 'ambient|visitor',
    ...over,
  },
});
const ids = { messageId: 7, residentId: 12 };
const deleted: MessageEvent = { type: 'MessageDeleted', data: ids };

/** The message as these events leave it. */
const messageAfter = (...events: MessageEvent[]) =>
  events.reduce(messageDecider.evolve, messageDecider.initialState);

/** The refusal's rule key and HTTP status. */
const refused = (key: string, status: number) => (error: DomainError) =>
  expect([error.key, error.status]).toEqual([key, status]);

const types = (events: MessageEvent[]) => events.map((event) => event.type);

describe('the message decider', () => {
  it('sends a text message whose subject defaults to its first line, unopened', () => {
    given().when(send()).then([sent()]);
    expect(messageAfter(sent()).firstOpened).toBeNull();
  });

  it('sends a picture from the resident library or the public one, with its title as subject', () => {
    given()
      .when(send({ kind: 'image', text: '', title: ' Beach ', blobs: [picture(1), picture(2, 'public')] }))
      .then((events) =>
        expect(messageAfter(...events).blobs).toEqual([
          { blobId: 101, mediaItemId: 1 },
          { blobId: 102, mediaItemId: 2 },
        ]),
      );
    given()
      .when(send({ kind: 'image', text: '', title: 'x', blobs: [picture(3, 'r-13')] }))
      .thenThrows(DomainError, refused('message.mediaNotInLibrary', 422));
    given()
      .when(send({ kind: 'audio', text: '', title: 'x', blobs: [picture(3)] }))
      .thenThrows(DomainError, refused('message.kindMismatch', 422));
    given()
      .when(send({ kind: 'image', text: '', title: 'x', blobs: [{ ...picture(3), container: null }] }))
      .thenThrows(DomainError, refused('media.notFound', 404));
    given()
      .when(send({ kind: 'image', text: '', title: 'x', blobs: [] }))
      .thenThrows(DomainError, refused('message.titleRequired', 422));
  });

  it('authorizes the message it would write: a user writes in their own name, a resident from their kiosk or through staff', () => {
    given()
      .when(send({ userId: 'ambient|other' }))
      .thenThrows(DomainError, refused('message.notAllowed', 403));
    given()
      .when(send({ access: stranger, userId: 'ambient|stranger' }))
      .thenThrows(DomainError, refused('message.notAllowed', 403));
    given()
      .when(send({ messageTypeId: MessageType.ResidentToUser }))
      .thenThrows(DomainError, refused('message.notAllowed', 403));
    const one = (events: MessageEvent[]) => expect(events).toHaveLength(1);
    given()
      .when(send({ messageTypeId: MessageType.ResidentToUser, access: kiosk }))
      .then(one);
    given()
      .when(send({ messageTypeId: MessageType.ResidentToUser, access: staff }))
      .then(one);
    given()
      .when(send({ access: staff, userId: 'ambient|staff' }))
      .then(one);
  });

  it('is opened once, by the kiosk for a message to the resident, by the user for one to them', () => {
    given(sent())
      .when({ type: 'OpenMessage', access: visitor, at: 't', by: 'user' })
      .thenThrows(DomainError, refused('message.notRecipient', 403));
    const opened: MessageEvent = {
      type: 'MessageOpened',
      data: { ...ids, openedAt: '2026-11-26T10:00:00.000Z', by: 'kiosk' },
    };
    given(sent())
      .when({ type: 'OpenMessage', access: kiosk, at: '2026-11-26T10:00:00.000Z', by: 'kiosk' })
      .then([opened]);
    expect(messageAfter(sent(), opened).firstOpened).toBe('2026-11-26T10:00:00.000Z');
    given(sent(), opened).when({ type: 'OpenMessage', access: kiosk, at: 'later', by: 'kiosk' }).then([]);

    const voice = sent({
      messageTypeId: MessageType.ResidentToUser,
      kind: 'audio',
      text: '',
      title: 'Hello',
      subject: 'Hello',
      blobs: [{ blobId: 5, mediaItemId: 9 }],
      sentBy: null,
    });
    given()
      .when(
        send({
          messageTypeId: MessageType.ResidentToUser,
          access: kiosk,
          kind: 'audio',
          text: '',
          title: 'Hello',
          blobs: [{ blobId: 5, mediaItemId: 9, container: 'r-12', kind: 'audio' }],
        }),
      )
      .then([voice]);
    given(voice)
      .when({ type: 'OpenMessage', access: visitor, at: 'now', by: 'voice' })
      .then([
        { type: 'MessageOpened', data: { messageId: 7, residentId: 12, openedAt: 'now', by: 'voice' } },
      ]);
    given(voice)
      .when({ type: 'OpenMessage', access: staff, at: 'now', by: 'voice' })
      .thenThrows(DomainError, refused('message.notRecipient', 403));
    const text = sent({ messageTypeId: MessageType.ResidentToUser, sentBy: null });
    given()
      .when(send({ messageTypeId: MessageType.ResidentToUser, access: kiosk }))
      .then([text]);
    given(text)
      .when({ type: 'OpenMessage', access: visitor, at: 'now', by: 'voice' })
      .thenThrows(DomainError, refused('message.notVoice', 422));
  });

  it("answers another's thread, and a deleted message, as a missing one", () => {
    expect(mayReachMessage(otherVisitor, messageAfter(sent()))).toBe(false);
    given(sent())
      .when({ type: 'DeleteMessage', access: otherVisitor })
      .thenThrows(DomainError, refused('message.notFound', 404));
    given(sent())
      .when({ type: 'DeleteMessage', access: stranger })
      .thenThrows(DomainError, refused('message.notFound', 404));
    given(sent()).when({ type: 'DeleteMessage', access: staff }).then([deleted]);
    expect(messageAfter(sent(), deleted).deleted).toBe(true);
    given(sent(), deleted)
      .when({ type: 'DeleteMessage', access: staff })
      .thenThrows(DomainError, refused('message.notFound', 404));
  });

  it('adds attachments of its kind once, and removes those it holds', () => {
    const beach = sent({
      kind: 'image',
      text: '',
      title: 'Beach',
      subject: 'Beach',
      blobs: [{ blobId: 101, mediaItemId: 1 }],
    });
    given()
      .when(send({ kind: 'image', text: '', title: 'Beach', blobs: [picture(1)] }))
      .then([beach]);
    given(beach)
      .when({
        type: 'AddMessageBlobs',
        access: visitor,
        blobs: [picture(1, 'r-12', 200), picture(2, 'public')],
      })
      .then([
        {
          type: 'MessageBlobsAdded',
          data: { messageId: 7, residentId: 12, blobs: [{ blobId: 102, mediaItemId: 2 }] },
        },
      ]);
    given(beach)
      .when({ type: 'RemoveMessageBlobs', access: visitor, blobIds: [999] })
      .thenThrows(DomainError, refused('message.blobNotFound', 404));
    given(sent())
      .when({ type: 'AddMessageBlobs', access: visitor, blobs: [picture(2)] })
      .thenThrows(DomainError, refused('message.kindMismatch', 422));
    given(beach)
      .when({ type: 'RemoveMessageBlobs', access: visitor, blobIds: [101] })
      .then((events) => expect(messageAfter(beach, ...events).blobs).toEqual([]));
  });
});

describe('the moderated inbox (decision 0077)', () => {
  const moderator: MessageAccess = { ...staff, isStaff: true };
  // A family facilitator sees their own resident but is not the facility's staff.
  const facilitator: MessageAccess = { ...visitor, userId: 'ambient|family', seesResident: true };
  const held = send({ moderatedFacilityId: 4 });
  const awaiting: MessageEvent = { type: 'MessageAwaitingApproval', data: { ...ids, facilityId: 4 } };
  /** The visitor's message, held for approval. */
  const waiting = [sent(), awaiting];
  const approved = (scheduled: boolean): MessageEvent => ({
    type: 'MessageApproved',
    data: { ...ids, approvedBy: 'ambient|staff', scheduled },
  });
  const declined: MessageEvent = {
    type: 'MessageDeclined',
    data: { ...ids, declinedBy: 'ambient|staff', reason: '' },
  };
  const released: MessageEvent = { type: 'MessageReleased', data: ids };
  const sends =
    (...expected: string[]) =>
    (events: MessageEvent[]) =>
      expect(types(events)).toEqual(expected);

  it('holds a visitor’s message to a resident of a moderated facility, and no other', () => {
    given().when(held).then(sends('MessageSent', 'MessageAwaitingApproval'));
    given().when(held).then(waiting);
    expect(messageAfter(...waiting).moderation).toBe('awaiting');
    given().when(send()).then(sends('MessageSent'));
    given()
      .when(send({ moderatedFacilityId: null }))
      .then(sends('MessageSent'));
    given()
      .when(send({ moderatedFacilityId: 4, userId: 'ambient|family', access: facilitator }))
      .then(sends('MessageSent', 'MessageAwaitingApproval'));
    // Staff are never held, nor is what a resident writes from their kiosk.
    given()
      .when(send({ moderatedFacilityId: 4, userId: 'ambient|staff', access: moderator }))
      .then(sends('MessageSent'));
    given()
      .when(
        send({
          moderatedFacilityId: 4,
          messageTypeId: MessageType.ResidentToUser,
          access: kiosk,
          userId: 'u',
        }),
      )
      .then(sends('MessageSent'));
  });

  it('lets staff who see the resident approve a waiting message, now or when the day starts', () => {
    given(...waiting)
      .when({ type: 'ApproveMessage', access: moderator, quietTime: false })
      .then([
        {
          type: 'MessageApproved',
          data: { messageId: 7, residentId: 12, approvedBy: 'ambient|staff', scheduled: false },
        },
      ]);
    expect(messageAfter(...waiting, approved(false)).moderation).toBe('approved');
    given(...waiting)
      .when({ type: 'ApproveMessage', access: moderator, quietTime: true })
      .then([approved(true)]);
    const scheduled = [...waiting, approved(true)];
    expect(messageAfter(...scheduled).moderation).toBe('scheduled');
    given(...scheduled)
      .when({ type: 'ReleaseMessage' })
      .then([released]);
    expect(messageAfter(...scheduled, released).moderation).toBe('approved');
    // A release is told once; a message not scheduled has nothing to release.
    given(...waiting, approved(false))
      .when({ type: 'ReleaseMessage' })
      .then([]);
    given(...waiting)
      .when({ type: 'ReleaseMessage' })
      .then([]);
    given().when({ type: 'ReleaseMessage' }).then([]);
  });

  it('lets staff decline a waiting message with a reason, kept trimmed', () => {
    given(...waiting)
      .when({ type: 'DeclineMessage', access: moderator, reason: ' Not today\r\nthanks ' })
      .then([
        {
          type: 'MessageDeclined',
          data: { messageId: 7, residentId: 12, declinedBy: 'ambient|staff', reason: 'Not today\nthanks' },
        },
      ]);
    given(...waiting)
      .when({ type: 'DeclineMessage', access: moderator, reason: '' })
      .then([declined]);
    expect(messageAfter(...waiting, declined).moderation).toBe('declined');
    given(...waiting)
      .when({ type: 'DeclineMessage', access: moderator, reason: 'x'.repeat(501) })
      .thenThrows(DomainError, refused('message.declineReasonTooLong', 422));
  });

  it('refuses a decision on a message that does not wait, or by anyone but staff', () => {
    const approve = (access: MessageAccess): MessageCommand => ({
      type: 'ApproveMessage',
      access,
      quietTime: false,
    });
    const decline = (access: MessageAccess): MessageCommand => ({
      type: 'DeclineMessage',
      access,
      reason: '',
    });
    const notAwaiting = refused('message.notAwaiting', 409);
    const notModerator = refused('message.notModerator', 403);
    const notFound = refused('message.notFound', 404);
    given(sent()).when(approve(moderator)).thenThrows(DomainError, notAwaiting);
    given(...waiting, declined)
      .when(approve(moderator))
      .thenThrows(DomainError, notAwaiting);
    given(...waiting, approved(false))
      .when(decline(moderator))
      .thenThrows(DomainError, notAwaiting);
    // The sender and a family facilitator reach it but may not decide; others do not reach it.
    const pending = given(...waiting);
    pending.when(approve(visitor)).thenThrows(DomainError, notModerator);
    pending.when(decline(facilitator)).thenThrows(DomainError, notModerator);
    pending.when(approve(staff)).thenThrows(DomainError, notModerator);
    pending.when(approve(otherVisitor)).thenThrows(DomainError, notFound);
    pending.when(approve(kiosk)).thenThrows(DomainError, notFound);
    given().when(approve(moderator)).thenThrows(DomainError, notFound);
    pending.when({ type: 'DeleteMessage', access: moderator }).then([deleted]);
    given(...waiting, deleted)
      .when(approve(moderator))
      .thenThrows(DomainError, notFound);
  });

  it('keeps a withheld message from the kiosk, and gives it once delivered', () => {
    const open: MessageCommand = {
      type: 'OpenMessage',
      access: kiosk,
      at: '2026-11-27T08:00:00.000Z',
      by: 'kiosk',
    };
    // Awaiting approval, declined, or approved for when the day starts.
    for (const withheld of [waiting, [...waiting, declined], [...waiting, approved(true)]])
      given(...withheld)
        .when(open)
        .thenThrows(DomainError, refused('message.notFound', 404));
    given(...waiting, approved(false))
      .when(open)
      .then(sends('MessageOpened'));
  });
});
