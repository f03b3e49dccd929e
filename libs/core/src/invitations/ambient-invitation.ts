/**
 * Ambient invitations (spec 03 §2.11, §3 "Ambient invitation", §4, §5): the questions an Abby asks
 * when nobody is using it ("Would you like to listen to some music?"). Each Abby offers the ones
 * chosen in its kiosk settings; a new Abby starts with the default ones. The whole list is one
 * stream (decision 0063): it is short, and one stream numbers new invitations without a sequence.
 */
import type { MessageKey, MessageParams } from '../i18n/messages.js';

export const InvitationLimits = {
  /** Spec 03 §5, §9: the rule's 200 (the old console displayed 50 by mistake). */
  messageMax: 200,
} as const;

export const AMBIENT_INVITATIONS_STREAM = 'ambient-invitations';

/** An invitation as the stream holds it. */
export interface AmbientInvitationFields {
  id: number;
  message: string;
  /** A new Abby starts with the default invitations; set by the seed, never by the console. */
  isDefault: boolean;
  /** Shown as "Activate Response": accepting the invitation starts a response on the kiosk. */
  isExecuteRandom: boolean;
}

/**
 * The invitations every database starts with: those the kiosks offered before the list could be
 * managed (decision 0063), so existing kiosks' choices keep their meaning.
 */
export const SEEDED_AMBIENT_INVITATIONS: readonly AmbientInvitationFields[] = [
  { id: 1, message: 'Would you like to listen to some music?', isDefault: true, isExecuteRandom: false },
  { id: 2, message: 'Shall we look at some family photos?', isDefault: true, isExecuteRandom: false },
  { id: 3, message: 'How about a game of cards?', isDefault: false, isExecuteRandom: false },
  { id: 4, message: 'Would you like to watch a short video?', isDefault: true, isExecuteRandom: false },
  { id: 5, message: 'Time for some gentle stretches?', isDefault: false, isExecuteRandom: false },
];

export interface InvitationFault {
  key: MessageKey;
  params?: MessageParams;
}

/** The message rule (spec 03 §5); null when it holds. The form and the decider share it. */
export function invitationMessageFault(message: string): InvitationFault | null {
  const text = message.trim();
  if (text === '') return { key: 'invitation.messageRequired' };
  if (text.length > InvitationLimits.messageMax)
    return { key: 'invitation.messageTooLong', params: { max: InvitationLimits.messageMax } };
  return null;
}

/** Why an invitation may not be deleted (decision 0063), or null when it may. */
export function invitationDeleteFault(isDefault: boolean, kioskCount: number): InvitationFault | null {
  if (isDefault) return { key: 'invitation.defaultKept' };
  if (kioskCount > 0) return { key: 'invitation.inUse', params: { count: kioskCount } };
  return null;
}

export interface InvitationTexts {
  message: string;
  isExecuteRandom: boolean;
}

export type AmbientInvitationEvent =
  | { type: 'AmbientInvitationsSeeded'; data: { invitations: AmbientInvitationFields[] } }
  | { type: 'AmbientInvitationAdded'; data: InvitationTexts & { invitationId: number } }
  | { type: 'AmbientInvitationEdited'; data: InvitationTexts & { invitationId: number } }
  | { type: 'AmbientInvitationDeleted'; data: { invitationId: number } };

export interface AmbientInvitationsState {
  seeded: boolean;
  invitations: readonly AmbientInvitationFields[];
  /** The highest id ever given: a deleted invitation's id is never given again. */
  lastId: number;
}

export const initialAmbientInvitationsState: AmbientInvitationsState = {
  seeded: false,
  invitations: [],
  lastId: 0,
};

export function evolveAmbientInvitations(
  state: AmbientInvitationsState,
  event: AmbientInvitationEvent,
): AmbientInvitationsState {
  switch (event.type) {
    case 'AmbientInvitationsSeeded':
      return {
        seeded: true,
        invitations: [...state.invitations, ...event.data.invitations],
        lastId: Math.max(state.lastId, ...event.data.invitations.map((invitation) => invitation.id)),
      };
    case 'AmbientInvitationAdded': {
      const { invitationId, message, isExecuteRandom } = event.data;
      return {
        ...state,
        invitations: [...state.invitations, { id: invitationId, message, isExecuteRandom, isDefault: false }],
        lastId: Math.max(state.lastId, invitationId),
      };
    }
    case 'AmbientInvitationEdited': {
      const { invitationId, message, isExecuteRandom } = event.data;
      return {
        ...state,
        invitations: state.invitations.map((invitation) =>
          invitation.id === invitationId ? { ...invitation, message, isExecuteRandom } : invitation,
        ),
      };
    }
    case 'AmbientInvitationDeleted':
      return {
        ...state,
        invitations: state.invitations.filter((invitation) => invitation.id !== event.data.invitationId),
      };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
