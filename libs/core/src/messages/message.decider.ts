/** The message's commands and their pure `decide`, moderation included (decision 0077). */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import {
  InboxLimits,
  MessageLimits,
  MessageType,
  defaultSubject,
  evolveMessage,
  initialMessageState,
  isWithheld,
  mayReachMessage,
  maySendMessage,
  messageDraftFault,
  messageLibraries,
  type MessageAccess,
  type MessageBlobRef,
  type MessageEvent,
  type MessageFault,
  type MessageKind,
  type MessageMediaFact,
  type MessageParties,
  type MessageState,
  type MessageTexts,
} from './message.js';

export type MessageCommand =
  | (MessageParties &
      MessageTexts & {
        type: 'SendMessage';
        messageId: number;
        threadId: number;
        kind: MessageKind;
        blobs: Array<MessageMediaFact & { blobId: number }>;
        access: MessageAccess;
        /** The resident's facility when its inbox is moderated, null otherwise. */
        moderatedFacilityId?: number | null;
      })
  | { type: 'ApproveMessage'; access: MessageAccess; quietTime: boolean }
  | { type: 'DeclineMessage'; access: MessageAccess; reason: string }
  | { type: 'ReleaseMessage' }
  | { type: 'OpenMessage'; access: MessageAccess; at: string; by: 'kiosk' | 'user' | 'voice' }
  | { type: 'AddMessageBlobs'; access: MessageAccess; blobs: Array<MessageMediaFact & { blobId: number }> }
  | { type: 'RemoveMessageBlobs'; access: MessageAccess; blobIds: number[] }
  | { type: 'DeleteMessage'; access: MessageAccess };

const refuse = (fault: MessageFault, status: 403 | 404 | 409 | 422 = 422, severity = 0): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, severity);
};

const notFound = (): never => refuse({ key: 'message.notFound' }, 404, 1);

/** The attachments' rules: each readable, from the resident's or the public library, of the message's kind. */
function blobsFault(
  residentId: number,
  kind: MessageKind,
  blobs: readonly MessageMediaFact[],
): { fault: MessageFault; status: 404 | 422 } | null {
  if (blobs.length > MessageLimits.blobsMax)
    return {
      fault: { key: 'message.tooManyAttachments', params: { max: MessageLimits.blobsMax } },
      status: 422,
    };
  for (const media of blobs) {
    if (media.container === null || media.kind === null)
      return { fault: { key: 'media.notFound' }, status: 404 };
    if (!messageLibraries(residentId).includes(media.container))
      return { fault: { key: 'message.mediaNotInLibrary' }, status: 422 };
    if (media.kind !== kind) return { fault: { key: 'message.kindMismatch' }, status: 422 };
  }
  return null;
}

export function decideMessage(command: MessageCommand, state: MessageState): MessageEvent[] {
  if (command.type === 'SendMessage') {
    if (state.messageId !== null) return refuse({ key: 'error.conflict' }, 409);
    const fault = messageDraftFault({ ...command, residentIds: [command.residentId] });
    if (fault) return refuse(fault);
    if (command.kind !== 'text' && command.blobs.length === 0)
      return refuse({ key: 'message.titleRequired' });
    const blobs = blobsFault(command.residentId, command.kind, command.blobs);
    if (blobs) return refuse(blobs.fault, blobs.status);
    // The state the command produces is authorized before anything is appended.
    if (!maySendMessage(command.access, command)) return refuse({ key: 'message.notAllowed' }, 403, 1);
    const { messageId, threadId, residentId, userId, messageTypeId, kind } = command;
    const title = kind === 'text' ? '' : command.title.trim();
    // A moderated facility holds what a contact who is not staff writes to a resident.
    const held =
      command.moderatedFacilityId != null &&
      messageTypeId === MessageType.UserToResident &&
      command.access.isStaff !== true;
    const waiting: MessageEvent[] = held
      ? [
          {
            type: 'MessageAwaitingApproval',
            data: { messageId, residentId, facilityId: command.moderatedFacilityId! },
          },
        ]
      : [];
    return [
      {
        type: 'MessageSent',
        data: {
          messageId,
          threadId,
          residentId,
          userId,
          messageTypeId,
          kind,
          subject: command.subject.trim() || defaultSubject(kind, command.text, title),
          // Forms send line breaks as CR LF; a message keeps them as LF.
          text: command.text.replace(/\r\n?/g, '\n').trim(),
          title,
          description: command.description.trim(),
          blobs: command.blobs.map(({ blobId, mediaItemId }) => ({ blobId, mediaItemId })),
          sentBy: command.access.userId,
        },
      },
      ...waiting,
    ];
  }
  if (command.type === 'ReleaseMessage')
    return state.messageId !== null && !state.deleted && state.moderation === 'scheduled'
      ? [{ type: 'MessageReleased', data: { messageId: state.messageId, residentId: state.residentId } }]
      : [];
  if (state.messageId === null || state.deleted) return notFound();
  // The kiosk knows nothing of a message it is not to show.
  if (command.access.isResidentKiosk && !command.access.seesResident && isWithheld(state.moderation))
    return notFound();
  // A message outside the caller's reach answers as a missing one (decision 0020).
  if (!mayReachMessage(command.access, state)) return notFound();
  const ids = { messageId: state.messageId, residentId: state.residentId };
  switch (command.type) {
    case 'OpenMessage': {
      // A message to a resident is opened on their kiosk; one to a user by that user.
      const recipient =
        state.messageTypeId === MessageType.UserToResident
          ? command.access.isResidentKiosk
          : command.access.userId === state.userId;
      if (!recipient) return refuse({ key: 'message.notRecipient' }, 403);
      if (command.by === 'voice' && state.kind !== 'audio') return refuse({ key: 'message.notVoice' });
      if (state.firstOpened !== null) return [];
      return [{ type: 'MessageOpened', data: { ...ids, openedAt: command.at, by: command.by } }];
    }
    case 'AddMessageBlobs': {
      if (!maySendMessage(command.access, state)) return refuse({ key: 'message.notAllowed' }, 403, 1);
      if (state.kind === 'text') return refuse({ key: 'message.kindMismatch' });
      const held = new Set(state.blobs.map((blob) => blob.mediaItemId));
      const fresh = command.blobs.filter((blob) => !held.has(blob.mediaItemId));
      const fault = blobsFault(state.residentId, state.kind, fresh);
      if (fault) return refuse(fault.fault, fault.status);
      if (state.blobs.length + fresh.length > MessageLimits.blobsMax)
        return refuse({ key: 'message.tooManyAttachments', params: { max: MessageLimits.blobsMax } });
      const blobs: MessageBlobRef[] = [];
      for (const { blobId, mediaItemId } of fresh)
        if (!blobs.some((blob) => blob.mediaItemId === mediaItemId)) blobs.push({ blobId, mediaItemId });
      return blobs.length === 0 ? [] : [{ type: 'MessageBlobsAdded', data: { ...ids, blobs } }];
    }
    case 'RemoveMessageBlobs': {
      if (!maySendMessage(command.access, state)) return refuse({ key: 'message.notAllowed' }, 403, 1);
      const held = new Set(state.blobs.map((blob) => blob.blobId));
      const blobIds = [...new Set(command.blobIds)];
      if (blobIds.some((blobId) => !held.has(blobId))) return refuse({ key: 'message.blobNotFound' }, 404, 1);
      return blobIds.length === 0 ? [] : [{ type: 'MessageBlobsRemoved', data: { ...ids, blobIds } }];
    }
    case 'DeleteMessage':
      return [{ type: 'MessageDeleted', data: ids }];
    case 'ApproveMessage':
    case 'DeclineMessage': {
      if (command.access.isStaff !== true) return refuse({ key: 'message.notModerator' }, 403, 1);
      if (state.moderation !== 'awaiting') return refuse({ key: 'message.notAwaiting' }, 409);
      if (command.type === 'ApproveMessage')
        return [
          {
            type: 'MessageApproved',
            data: { ...ids, approvedBy: command.access.userId, scheduled: command.quietTime },
          },
        ];
      const reason = command.reason.replace(/\r\n?/g, '\n').trim();
      if (reason.length > InboxLimits.declineReasonMax)
        return refuse({ key: 'message.declineReasonTooLong', params: { max: InboxLimits.declineReasonMax } });
      return [{ type: 'MessageDeclined', data: { ...ids, declinedBy: command.access.userId, reason } }];
    }
    default: {
      const exhaustive: never = command;
      return exhaustive;
    }
  }
}

/** A message stream's decider, for the engine (`AggregateStore.handle`). */
export const messageDecider: Decider<MessageCommand, MessageEvent, MessageState> = {
  initialState: initialMessageState,
  evolve: evolveMessage,
  decide: decideMessage,
};
