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

/**
 * A new playlist's event, refused when its stream holds one already (409), then by the first fault
 * of its owner and its texts, in that order.
 */
export function createdOnce<E>(
  exists: boolean,
  faults: ReadonlyArray<PlaylistFault | null>,
  created: E,
): E[] {
  if (exists) return refusePlaylist({ key: 'error.conflict' }, 409);
  const fault = faults.find((one) => one !== null);
  if (fault) return refusePlaylist(fault);
  return [created];
}

/** The event replacing an active playlist by another; none when it is not the active one. */
export const deactivated = <E>(isActive: boolean, event: E): E[] => (isActive ? [event] : []);

/** How a feature names an entry's own id and the media it shows (`itemId` and `mediaItemId`, …). */
export interface EntryKeys<I extends string, M extends string> {
  id: I;
  media: M;
}

/** Entries named `itemId`, showing the media item `mediaItemId` (albums, community playlists). */
export const MEDIA_ITEM_KEYS = { id: 'itemId', media: 'mediaItemId' } as const;

/** An entry as its events carry it: its id and its media's, under the feature's names. */
export type PlaylistEntry<I extends string, M extends string> = Record<I, number> & Record<M, number>;

/**
 * The new entries of an add: every candidate refused first when the playlist may not hold its
 * media (`fault`), then each media added once, in the caller's order.
 */
export function newEntries<I extends string, M extends string, C extends PlaylistEntry<I, M>>(
  keys: EntryKeys<I, M>,
  held: readonly PlaylistEntry<I, M>[],
  candidates: readonly C[],
  fault: (candidate: C) => PlaylistFault | null,
): PlaylistEntry<I, M>[] {
  refuseForeignMedia(candidates, fault);
  return entriesToAdd(
    held.map((entry) => entry[keys.media]),
    candidates,
    (candidate) => candidate[keys.media],
    (candidate) =>
      ({ [keys.id]: candidate[keys.id], [keys.media]: candidate[keys.media] }) as PlaylistEntry<I, M>,
  );
}

/** The held entries a removal names, each once; refused (404, `notFound`) when one is not held. */
export const heldEntries = <I extends string, E extends Record<I, number>>(
  key: I,
  held: readonly E[],
  ids: readonly number[],
  notFound: MessageKey,
): E[] => entriesToRemove(held, (entry) => entry[key], ids, notFound);

/**
 * An active playlist's removal: refused (`fault`) when what is left of its entries' facts no
 * longer holds the rule of the active one (`breaks`).
 */
export function keepActiveRule<I extends string, F extends Record<I, number>>(
  key: I,
  facts: readonly F[],
  removed: readonly Record<I, number>[],
  breaks: (left: F[]) => boolean,
  fault: PlaylistFault,
): void {
  const gone = new Set(removed.map((entry) => entry[key]));
  if (breaks(facts.filter((fact) => !gone.has(fact[key])))) refusePlaylist(fault);
}
