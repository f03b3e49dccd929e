/**
 * The playlist kit: the rules memory albums, community playlists and Abby profiles share (a
 * playlist's texts, adding and removing its entries, its refusals), each feature giving its own
 * limits, message keys and entry fields (decision 0109). The kit imports no feature.
 */
import { DomainError } from '../errors.js';
import type { MessageKey, MessageParams } from '../i18n/messages.js';

/** A rule that does not hold: its message key and parameters. */
export interface PlaylistFault {
  key: MessageKey;
  params?: MessageParams;
}

/** Refuses a command with the fault's message (a severity the caller can fix). */
export const refusePlaylist = (fault: PlaylistFault, status: 404 | 409 | 422 = 422): never => {
  throw new DomainError(fault.key, fault.params ?? {}, status, 0);
};

/** A playlist's text limits and the keys that say each is broken. */
export interface PlaylistTextRules {
  nameMax: number;
  descriptionMax: number;
  keys: { nameRequired: MessageKey; nameTooLong: MessageKey; descriptionTooLong: MessageKey };
}

/** The name and description rules, in the form's order; null when they hold. */
export function playlistTextFault(
  rules: PlaylistTextRules,
  name: string,
  description: string,
): PlaylistFault | null {
  if (name.trim() === '') return { key: rules.keys.nameRequired };
  if (name.trim().length > rules.nameMax)
    return { key: rules.keys.nameTooLong, params: { max: rules.nameMax } };
  if (description.trim().length > rules.descriptionMax)
    return { key: rules.keys.descriptionTooLong, params: { max: rules.descriptionMax } };
  return null;
}

/** A playlist's name and description as kept: trimmed. */
export const playlistTexts = (texts: {
  name: string;
  description: string;
}): { name: string; description: string } => ({
  name: texts.name.trim(),
  description: texts.description.trim(),
});

/** Refuses the first media a playlist may not hold: 404 for one that does not exist, 422 otherwise. */
export function refuseForeignMedia<M>(media: Iterable<M>, faultOf: (one: M) => PlaylistFault | null): void {
  for (const one of media) {
    const fault = faultOf(one);
    if (fault) refusePlaylist(fault, fault.key === 'media.notFound' ? 404 : 422);
  }
}

/** The entries to add: a media item already held, or named twice, is added once, in the caller's order. */
export function entriesToAdd<C, E>(
  heldMedia: Iterable<number>,
  candidates: readonly C[],
  mediaOf: (candidate: C) => number,
  entryOf: (candidate: C) => E,
): E[] {
  const shown = new Set(heldMedia);
  const entries: E[] = [];
  for (const candidate of candidates) {
    const media = mediaOf(candidate);
    if (shown.has(media)) continue;
    shown.add(media);
    entries.push(entryOf(candidate));
  }
  return entries;
}

/**
 * The held entries these ids name, each once, in the caller's order; refused (404, `notFound`)
 * when one is not held.
 */
export function entriesToRemove<E>(
  held: readonly E[],
  idOf: (entry: E) => number,
  ids: readonly number[],
  notFound: MessageKey,
): E[] {
  const byId = new Map(held.map((entry) => [idOf(entry), entry]));
  const unique = [...new Set(ids)];
  if (unique.some((id) => !byId.has(id))) return refusePlaylist({ key: notFound }, 404);
  return unique.map((id) => byId.get(id)!);
}

/** The entries left once those ids are removed (what `evolve` keeps). */
export const entriesWithout = <E>(
  entries: readonly E[],
  idOf: (entry: E) => number,
  ids: Iterable<number>,
): E[] => {
  const removed = new Set(ids);
  return entries.filter((entry) => !removed.has(idOf(entry)));
};

/** A cover a playlist may show: held media (`mediaFault`), a picture; false when it is the cover already. */
export function coverChanges(
  media: { mediaItemId: number; kind: string | null },
  current: number | null,
  mediaFault: PlaylistFault | null,
): boolean {
  refuseForeignMedia([media], () => mediaFault);
  if (media.kind !== 'image') refusePlaylist({ key: 'album.coverNotPicture' });
  return media.mediaItemId !== current;
}

/**
 * An edit of a playlist one of which is active: the texts' event when they change, then the
 * activation's when asked and not active yet, refused (`inactive`) when the rule of the active one
 * does not hold.
 */
export function editAndActivate<E>(
  state: { name: string; description: string; isActive: boolean },
  command: { name: string; description: string; activate: boolean },
  rules: {
    textFault: PlaylistFault | null;
    inactive: () => PlaylistFault | null;
    edited: (texts: { name: string; description: string }) => E;
    activated: () => E;
  },
): E[] {
  if (rules.textFault) return refusePlaylist(rules.textFault);
  const events: E[] = [];
  const edited = playlistTexts(command);
  if (edited.name !== state.name || edited.description !== state.description)
    events.push(rules.edited(edited));
  if (command.activate && !state.isActive) {
    const inactive = rules.inactive();
    if (inactive) return refusePlaylist(inactive);
    events.push(rules.activated());
  }
  return events;
}
