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
