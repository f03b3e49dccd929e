import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import {
  canSendDraft,
  decideMessage,
  evolveMessage,
  initialMessageState,
  mayReachMessage,
  messageDraftFault,
  MessageType,
  type MessageAccess,
  type MessageCommand,
  type MessageState,
} from './message.js';

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

const after = (...commands: MessageCommand[]): MessageState =>
  commands.reduce(
    (state, command) => decideMessage(command, state).reduce(evolveMessage, state),
    initialMessageState,
  );

const refusalOf = (command: MessageCommand, state: MessageState = initialMessageState): [string, number] => {
  try {
    decideMessage(command, state);
  } catch (error) {
    if (error instanceof DomainError) return [error.key, error.status];
    throw error;
  }
  throw new Error('not refused');
};

describe('the compose rules', () => {
  it('needs a resident, text for a text message, a title of at most 50 for a media one', () => {
    const draft = { kind: 'text' as const, subject: '', text: 'Hi', title: '', residentIds: [1] };
    expect(messageDraftFault(draft)).toBeNull();
    expect(messageDraftFault({ ...draft, residentIds: [] })?.key).toBe('message.residentRequired');
    expect(messageDraftFault({ ...draft, text: '  ' })?.key).toBe('message.textRequired');
    expect(messageDraftFault({ ...draft, kind: 'image', text: '' })?.key).toBe('message.titleRequired');
    expect(messageDraftFault({ ...draft, kind: 'audio', title: 't'.repeat(50) })).toBeNull();
    expect(messageDraftFault({ ...draft, kind: 'video', title: 't'.repeat(51) })).toEqual({
      key: 'message.titleTooLong',
      params: { max: 50 },
    });
  });

  it('lets the dialog send only with a resident and content', () => {
    const draft = { kind: 'text' as const, subject: '', text: '', title: '', residentIds: [1] };
    expect(canSendDraft(draft, false)).toBe(false);
    expect(canSendDraft({ ...draft, text: 'Hi' }, false)).toBe(true);
    expect(canSendDraft({ ...draft, kind: 'image' }, false)).toBe(false);
    expect(canSendDraft({ ...draft, kind: 'image' }, true)).toBe(true);
    expect(canSendDraft({ ...draft, text: 'Hi', residentIds: [] }, false)).toBe(false);
  });

  it('says the message was sent, in English and in French', () => {
    expect(translate('message.sent', {}, 1)).toBe('Your message was successfully sent!');
    expect(translate('message.sent', {}, 2)).toBe('Votre message a bien été envoyé\u202f!');
  });
});

describe('the message decider', () => {
  it('sends a text message whose subject defaults to its first line, unopened', () => {
    const events = decideMessage(send(), initialMessageState);
    expect(events).toEqual([
      {
        type: 'MessageSent',
        data: expect.objectContaining({
          messageId: 7,
          threadId: 3,
          subject: 'Hello Mum',
          text: 'Hello Mum \nSee you Sunday',
          kind: 'text',
          sentBy: 'ambient|visitor',
        }),
      },
    ]);
    expect(after(send()).firstOpened).toBeNull();
  });

  it('sends a picture from the resident library or the public one, with its title as subject', () => {
    const state = after(
      send({ kind: 'image', text: '', title: ' Beach ', blobs: [picture(1), picture(2, 'public')] }),
    );
    expect(state.blobs).toEqual([
      { blobId: 101, mediaItemId: 1 },
      { blobId: 102, mediaItemId: 2 },
    ]);
    expect(refusalOf(send({ kind: 'image', text: '', title: 'x', blobs: [picture(3, 'r-13')] }))).toEqual([
      'message.mediaNotInLibrary',
      422,
    ]);
    expect(refusalOf(send({ kind: 'audio', text: '', title: 'x', blobs: [picture(3)] }))).toEqual([
      'message.kindMismatch',
      422,
    ]);
    expect(
      refusalOf(send({ kind: 'image', text: '', title: 'x', blobs: [{ ...picture(3), container: null }] })),
    ).toEqual(['media.notFound', 404]);
    expect(refusalOf(send({ kind: 'image', text: '', title: 'x', blobs: [] }))).toEqual([
      'message.titleRequired',
      422,
    ]);
  });

  it('authorizes the message it would write: a user writes in their own name, a resident from their kiosk or through staff', () => {
    expect(refusalOf(send({ userId: 'ambient|other' }))).toEqual(['message.notAllowed', 403]);
    expect(refusalOf(send({ access: stranger, userId: 'ambient|stranger' }))).toEqual([
      'message.notAllowed',
      403,
    ]);
    expect(refusalOf(send({ messageTypeId: MessageType.ResidentToUser }))).toEqual([
      'message.notAllowed',
      403,
    ]);
    expect(
      decideMessage(send({ messageTypeId: MessageType.ResidentToUser, access: kiosk }), initialMessageState),
    ).toHaveLength(1);
    expect(
      decideMessage(send({ messageTypeId: MessageType.ResidentToUser, access: staff }), initialMessageState),
    ).toHaveLength(1);
    expect(decideMessage(send({ access: staff, userId: 'ambient|staff' }), initialMessageState)).toHaveLength(
      1,
    );
  });

  it('is opened once, by the kiosk for a message to the resident, by the user for one to them', () => {
    const toResident = after(send());
    expect(refusalOf({ type: 'OpenMessage', access: visitor, at: 't', by: 'user' }, toResident)).toEqual([
      'message.notRecipient',
      403,
    ]);
    const opened = after(send(), {
      type: 'OpenMessage',
      access: kiosk,
      at: '2026-11-26T10:00:00.000Z',
      by: 'kiosk',
    });
    expect(opened.firstOpened).toBe('2026-11-26T10:00:00.000Z');
    expect(decideMessage({ type: 'OpenMessage', access: kiosk, at: 'later', by: 'kiosk' }, opened)).toEqual(
      [],
    );

    const voice = after(
      send({
        messageTypeId: MessageType.ResidentToUser,
        access: kiosk,
        kind: 'audio',
        text: '',
        title: 'Hello',
        blobs: [{ blobId: 5, mediaItemId: 9, container: 'r-12', kind: 'audio' }],
      }),
    );
    expect(decideMessage({ type: 'OpenMessage', access: visitor, at: 'now', by: 'voice' }, voice)).toEqual([
      { type: 'MessageOpened', data: { messageId: 7, residentId: 12, openedAt: 'now', by: 'voice' } },
    ]);
    expect(refusalOf({ type: 'OpenMessage', access: staff, at: 'now', by: 'voice' }, voice)).toEqual([
      'message.notRecipient',
      403,
    ]);
    const text = after(send({ messageTypeId: MessageType.ResidentToUser, access: kiosk }));
    expect(refusalOf({ type: 'OpenMessage', access: visitor, at: 'now', by: 'voice' }, text)).toEqual([
      'message.notVoice',
      422,
    ]);
  });

  it("answers another's thread, and a deleted message, as a missing one", () => {
    const state = after(send());
    expect(mayReachMessage(otherVisitor, state)).toBe(false);
    expect(refusalOf({ type: 'DeleteMessage', access: otherVisitor }, state)).toEqual([
      'message.notFound',
      404,
    ]);
    expect(refusalOf({ type: 'DeleteMessage', access: stranger }, state)).toEqual(['message.notFound', 404]);
    const deleted = after(send(), { type: 'DeleteMessage', access: staff });
    expect(deleted.deleted).toBe(true);
    expect(refusalOf({ type: 'DeleteMessage', access: staff }, deleted)).toEqual(['message.notFound', 404]);
  });

  it('adds attachments of its kind once, and removes those it holds', () => {
    const state = after(send({ kind: 'image', text: '', title: 'Beach', blobs: [picture(1)] }));
    expect(
      decideMessage(
        { type: 'AddMessageBlobs', access: visitor, blobs: [picture(1, 'r-12', 200), picture(2, 'public')] },
        state,
      ),
    ).toEqual([
      {
        type: 'MessageBlobsAdded',
        data: { messageId: 7, residentId: 12, blobs: [{ blobId: 102, mediaItemId: 2 }] },
      },
    ]);
    expect(refusalOf({ type: 'RemoveMessageBlobs', access: visitor, blobIds: [999] }, state)).toEqual([
      'message.blobNotFound',
      404,
    ]);
    expect(
      refusalOf({ type: 'AddMessageBlobs', access: visitor, blobs: [picture(2)] }, after(send())),
    ).toEqual(['message.kindMismatch', 422]);
    expect(
      after(send({ kind: 'image', text: '', title: 'Beach', blobs: [picture(1)] }), {
        type: 'RemoveMessageBlobs',
        access: visitor,
        blobIds: [101],
      }).blobs,
    ).toEqual([]);
  });
});

describe('the moderated inbox (decision 0077)', () => {
  const moderator: MessageAccess = { ...staff, isStaff: true };
  // A family facilitator sees their own resident but is not the facility's staff.
  const facilitator: MessageAccess = { ...visitor, userId: 'ambient|family', seesResident: true };
  const held = send({ moderatedFacilityId: 4 });
  const typesOf = (command: MessageCommand, state: MessageState = initialMessageState) =>
    decideMessage(command, state).map((event) => event.type);

  it('holds a visitor’s message to a resident of a moderated facility, and no other', () => {
    expect(typesOf(held)).toEqual(['MessageSent', 'MessageAwaitingApproval']);
    expect(decideMessage(held, initialMessageState)[1]).toEqual({
      type: 'MessageAwaitingApproval',
      data: { messageId: 7, residentId: 12, facilityId: 4 },
    });
    expect(after(held).moderation).toBe('awaiting');
    expect(typesOf(send())).toEqual(['MessageSent']);
    expect(typesOf(send({ moderatedFacilityId: null }))).toEqual(['MessageSent']);
    expect(typesOf(send({ moderatedFacilityId: 4, userId: 'ambient|family', access: facilitator }))).toEqual([
      'MessageSent',
      'MessageAwaitingApproval',
    ]);
    // Staff are never held, nor is what a resident writes from their kiosk.
    expect(typesOf(send({ moderatedFacilityId: 4, userId: 'ambient|staff', access: moderator }))).toEqual([
      'MessageSent',
    ]);
    expect(
      typesOf(
        send({
          moderatedFacilityId: 4,
          messageTypeId: MessageType.ResidentToUser,
          access: kiosk,
          userId: 'u',
        }),
      ),
    ).toEqual(['MessageSent']);
  });

  it('lets staff who see the resident approve a waiting message, now or when the day starts', () => {
    expect(
      decideMessage({ type: 'ApproveMessage', access: moderator, quietTime: false }, after(held)),
    ).toEqual([
      {
        type: 'MessageApproved',
        data: { messageId: 7, residentId: 12, approvedBy: 'ambient|staff', scheduled: false },
      },
    ]);
    const approved = after(held, { type: 'ApproveMessage', access: moderator, quietTime: false });
    expect(approved.moderation).toBe('approved');
    const scheduled = after(held, { type: 'ApproveMessage', access: moderator, quietTime: true });
    expect(scheduled.moderation).toBe('scheduled');
    expect(typesOf({ type: 'ReleaseMessage' }, scheduled)).toEqual(['MessageReleased']);
    expect(
      after(held, { type: 'ApproveMessage', access: moderator, quietTime: true }, { type: 'ReleaseMessage' })
        .moderation,
    ).toBe('approved');
    // A release is told once; a message not scheduled has nothing to release.
    expect(typesOf({ type: 'ReleaseMessage' }, approved)).toEqual([]);
    expect(typesOf({ type: 'ReleaseMessage' }, after(held))).toEqual([]);
    expect(typesOf({ type: 'ReleaseMessage' }, initialMessageState)).toEqual([]);
  });

  it('lets staff decline a waiting message with a reason, kept trimmed', () => {
    expect(
      decideMessage(
        { type: 'DeclineMessage', access: moderator, reason: ' Not today\r\nthanks ' },
        after(held),
      ),
    ).toEqual([
      {
        type: 'MessageDeclined',
        data: { messageId: 7, residentId: 12, declinedBy: 'ambient|staff', reason: 'Not today\nthanks' },
      },
    ]);
    expect(after(held, { type: 'DeclineMessage', access: moderator, reason: '' }).moderation).toBe(
      'declined',
    );
    expect(
      refusalOf({ type: 'DeclineMessage', access: moderator, reason: 'x'.repeat(501) }, after(held)),
    ).toEqual(['message.declineReasonTooLong', 422]);
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
    expect(refusalOf(approve(moderator), after(send()))).toEqual(['message.notAwaiting', 409]);
    const declined = after(held, decline(moderator));
    expect(refusalOf(approve(moderator), declined)).toEqual(['message.notAwaiting', 409]);
    expect(refusalOf(decline(moderator), after(held, approve(moderator)))).toEqual([
      'message.notAwaiting',
      409,
    ]);
    // The sender and a family facilitator reach it but may not decide; others do not reach it.
    expect(refusalOf(approve(visitor), after(held))).toEqual(['message.notModerator', 403]);
    expect(refusalOf(decline(facilitator), after(held))).toEqual(['message.notModerator', 403]);
    expect(refusalOf(approve(staff), after(held))).toEqual(['message.notModerator', 403]);
    expect(refusalOf(approve(otherVisitor), after(held))).toEqual(['message.notFound', 404]);
    expect(refusalOf(approve(kiosk), after(held))).toEqual(['message.notFound', 404]);
    expect(refusalOf(approve(moderator), initialMessageState)).toEqual(['message.notFound', 404]);
    expect(refusalOf(approve(moderator), after(held, { type: 'DeleteMessage', access: moderator }))).toEqual([
      'message.notFound',
      404,
    ]);
  });

  it('keeps a withheld message from the kiosk, and gives it once delivered', () => {
    const open: MessageCommand = {
      type: 'OpenMessage',
      access: kiosk,
      at: '2026-11-27T08:00:00.000Z',
      by: 'kiosk',
    };
    expect(refusalOf(open, after(held))).toEqual(['message.notFound', 404]);
    expect(refusalOf(open, after(held, { type: 'DeclineMessage', access: moderator, reason: '' }))).toEqual([
      'message.notFound',
      404,
    ]);
    const scheduled = after(held, { type: 'ApproveMessage', access: moderator, quietTime: true });
    expect(refusalOf(open, scheduled)).toEqual(['message.notFound', 404]);
    expect(
      typesOf(open, after(held, { type: 'ApproveMessage', access: moderator, quietTime: false })),
    ).toEqual(['MessageOpened']);
  });

  it('says why in both languages', () => {
    expect(translate('message.notAwaiting', {}, 2)).toBe('Ce message n’attend pas d’approbation.');
    expect(translate('message.declineReasonTooLong', { max: 500 }, 1)).toBe(
      'The reason cannot exceed 500 characters.',
    );
  });
});
