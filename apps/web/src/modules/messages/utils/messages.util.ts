import { MessageType, type MessageModeration, type MessageTypeId, type ResidentMessage } from '@ambient/core';

/** Where the Message manager was opened from, and what it is fixed to there. */
export interface MessagesOrigin {
  /** The dashboard below the screen, if any. */
  dashboard: 'kiosk' | 'resident' | null;
  kioskName: string | null;
  serialNumber: string | null;
  /** The resident chosen or fixed, if any. */
  residentName: string | null;
}

/**
 * The Message manager's title by origin (spec 03 §2.13): the kiosk and the resident chosen on a
 * kiosk's dashboard, the resident from their own dashboard, the kiosk's serial number from its
 * dashboard with every resident, otherwise null (the screen says "Messages").
 */
export function messagesTitle(origin: MessagesOrigin): string | null {
  if (origin.dashboard === 'resident' && origin.residentName) return origin.residentName;
  if (origin.dashboard === 'kiosk') {
    if (origin.residentName && origin.kioskName) return `${origin.kioskName} · ${origin.residentName}`;
    return origin.serialNumber;
  }
  return null;
}

/** The direction filter's choices: all, to the resident, from the resident. */
export type DirectionChoice = 0 | MessageTypeId;

/** What the Message manager's filters keep of the list. */
export interface MessageFilters {
  userId: string | null;
  direction: DirectionChoice;
  search: string;
  /** Only the messages in this state of a moderated inbox (decision 0077); '' for all. */
  moderation?: MessageModeration | '';
}

/** The messages the filters keep: by user, by direction, by a subject holding the search, by approval. */
export function filterMessages(
  messages: readonly ResidentMessage[],
  filters: MessageFilters,
): ResidentMessage[] {
  const search = filters.search.trim().toLocaleLowerCase();
  return messages.filter(
    (message) =>
      (filters.userId === null || message.userId === filters.userId) &&
      (filters.direction === 0 || message.messageTypeId === filters.direction) &&
      (search === '' || message.subject.toLocaleLowerCase().includes(search)) &&
      (!filters.moderation || message.moderation === filters.moderation),
  );
}

/** The users who wrote or were written to, once each, by name: the user filter's choices. */
export function usersOf(messages: readonly ResidentMessage[]): Array<{ id: string; name: string }> {
  const users = new Map<string, string>();
  for (const message of messages) users.set(message.userId, message.userNickname || message.userId);
  return [...users].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether the user of the message wrote it (From) or received it (To). */
export const isFromUser = (message: Pick<ResidentMessage, 'messageTypeId'>): boolean =>
  message.messageTypeId === MessageType.UserToResident;
