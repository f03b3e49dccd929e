import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import type { MediaKind } from '../media/media-item.js';
import {
  activateSwitch,
  changesKioskContent,
  decideKioskPlaylist,
  evolveKioskPlaylist,
  initialKioskPlaylistState,
  missingKinds,
  type KioskPlaylistCommand,
  type KioskPlaylistEvent,
  type KioskPlaylistState,
} from './kiosk-playlist.js';

type Of<T extends KioskPlaylistCommand['type']> = Extract<KioskPlaylistCommand, { type: T }>;

const create: Of<'CreateKioskPlaylist'> = {
  type: 'CreateKioskPlaylist',
  playlistId: 7,
  kioskId: 3,
  kioskTypeId: 2,
  createdBy: 'ambient|manager',
  name: ' Morning ',
  description: '',
};

const media = (mediaItemId: number, kind: MediaKind = 'image', container = 'k-3') => ({
  itemId: 100 + mediaItemId,
  mediaItemId,
  container,
  kind,
});

const add = (...items: ReturnType<typeof media>[]): KioskPlaylistCommand => ({
  type: 'AddKioskPlaylistItems',
  items,
});

/** The playlist's items as the handler finds them: each with its media's kind. */
const factsOf = (...items: ReturnType<typeof media>[]) =>
  items.map((item) => ({ itemId: item.itemId, kind: item.kind }));

const edit = (
  activate: boolean,
  items: ReturnType<typeof factsOf> = [],
  replaces: number | null = null,
): Of<'EditKioskPlaylist'> => ({
  type: 'EditKioskPlaylist',
  name: 'Morning',
  description: '',
  activate,
  replaces,
  items,
});

const run = (
  state: KioskPlaylistState,
  command: KioskPlaylistCommand,
): [KioskPlaylistEvent[], KioskPlaylistState] => {
  const events = decideKioskPlaylist(command, state);
  return [events, events.reduce(evolveKioskPlaylist, state)];
};

const after = (...commands: KioskPlaylistCommand[]): KioskPlaylistState =>
  commands.reduce((state, command) => run(state, command)[1], initialKioskPlaylistState);

const refusalOf = (
  command: KioskPlaylistCommand,
  state: KioskPlaylistState,
): [string, number, string, string] => {
  try {
    decideKioskPlaylist(command, state);
  } catch (error) {
    if (error instanceof DomainError)
      return [
        error.key,
        error.status,
        translate(error.key, error.params),
        translate(error.key, error.params, 2),
      ];
    throw error;
  }
  throw new Error('not refused');
};

const picture = media(1, 'image');
const song = media(2, 'audio');
const clip = media(3, 'video');
const full = [picture, song, clip];

describe('Kiosk playlist decider', () => {
  it('creates a playlist inactive, with its trimmed texts; an edit that changes nothing appends nothing', () => {
    const [events, state] = run(initialKioskPlaylistState, create);
    expect(events).toEqual([
      {
        type: 'KioskPlaylistCreated',
        data: { playlistId: 7, kioskId: 3, createdBy: 'ambient|manager', name: 'Morning', description: '' },
      },
    ]);
    expect(state.isActive).toBe(false);
    expect(decideKioskPlaylist(edit(false), state)).toEqual([]);
    expect(decideKioskPlaylist({ ...edit(false), description: ' Coffee ' }, state)).toEqual([
      {
        type: 'KioskPlaylistEdited',
        data: { playlistId: 7, kioskId: 3, name: 'Morning', description: 'Coffee' },
      },
    ]);
  });

  it('holds the name required and at most 50, the description at most 100, in English and French', () => {
    expect(refusalOf({ ...create, name: ' ' }, initialKioskPlaylistState)).toEqual([
      'album.nameRequired',
      422,
      'Name is required',
      'Le nom est obligatoire',
    ]);
    expect(refusalOf({ ...create, name: 'n'.repeat(51) }, initialKioskPlaylistState).slice(0, 3)).toEqual([
      'album.nameTooLong',
      422,
      'Name cannot exceed 50 characters',
    ]);
    expect(decideKioskPlaylist({ ...create, name: 'n'.repeat(50) }, initialKioskPlaylistState)).toHaveLength(
      1,
    );
    expect(refusalOf({ ...edit(false), description: 'd'.repeat(101) }, after(create)).slice(2)).toEqual([
      'Description cannot exceed 100 characters',
      'La description ne peut pas dépasser 100 caractères',
    ]);
    expect(refusalOf({ ...create, kioskTypeId: 1 }, initialKioskPlaylistState).slice(0, 3)).toEqual([
      'kioskPlaylist.genieOnly',
      422,
      'Community playlists belong to Genie kiosks.',
    ]);
    expect(refusalOf(create, after(create))[0]).toBe('error.conflict');
  });

  it("takes media of the kiosk's library only, each once", () => {
    const state = after(create, add(picture, song));
    expect(state.items).toEqual([
      { itemId: 101, mediaItemId: 1 },
      { itemId: 102, mediaItemId: 2 },
    ]);
    expect(decideKioskPlaylist(add({ ...picture, itemId: 200 }), state)).toEqual([]);
    for (const container of ['k-4', 'r-3', 'public'])
      expect(refusalOf(add(clip, media(4, 'image', container)), state).slice(0, 3)).toEqual([
        'kioskPlaylist.mediaNotInLibrary',
        422,
        "A community playlist takes media from the kiosk's library only.",
      ]);
    expect(refusalOf(add({ ...clip, container: null, kind: null } as never), state)[0]).toBe(
      'media.notFound',
    );
  });

  it('activates only a playlist holding a picture, a sound and a video, naming the one it replaces', () => {
    const empty = after(create);
    expect(refusalOf(edit(true), empty).slice(0, 3)).toEqual([
      'kioskPlaylist.activeWithoutMedia',
      422,
      'A playlist without media cannot be activated.',
    ]);
    const partial = after(create, add(picture, song));
    expect(refusalOf(edit(true, factsOf(picture, song)), partial)).toEqual([
      'kioskPlaylist.activeNeedsEveryType',
      422,
      "A kiosk's active playlist needs at least one media item per media type: a picture, a sound and a video.",
      'La liste active d’un kiosque doit contenir au moins un média de chaque type\u202f: une image, un son et une vidéo.',
    ]);
    const ready = after(create, add(...full));
    const [events, active] = run(ready, { ...edit(true, factsOf(...full), 5), name: 'Mornings' });
    expect(events).toEqual([
      { type: 'KioskPlaylistEdited', data: { playlistId: 7, kioskId: 3, name: 'Mornings', description: '' } },
      { type: 'KioskPlaylistActivated', data: { playlistId: 7, kioskId: 3, replaced: 5 } },
    ]);
    expect(active.isActive).toBe(true);
    // Already active: activating again, or an edit that says inactive, changes nothing.
    expect(decideKioskPlaylist({ ...edit(true, factsOf(...full)), name: 'Mornings' }, active)).toEqual([]);
    expect(decideKioskPlaylist({ ...edit(false), name: 'Mornings' }, active)).toEqual([]);
    expect(changesKioskContent(events, active)).toBe(true);
  });

  it('is deactivated when another replaces it, and only then may it be deleted', () => {
    const active = after(create, add(...full), edit(true, factsOf(...full)));
    expect(refusalOf({ type: 'DeleteKioskPlaylist' }, active)).toEqual([
      'kioskPlaylist.activeNotDeleted',
      422,
      'An active playlist cannot be deleted. Activate another one first.',
      'Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.',
    ]);
    const [events, replaced] = run(active, { type: 'DeactivateKioskPlaylist', replacedBy: 9 });
    expect(events).toEqual([
      { type: 'KioskPlaylistDeactivated', data: { playlistId: 7, kioskId: 3, replacedBy: 9 } },
    ]);
    expect(changesKioskContent(events, replaced)).toBe(false);
    expect(decideKioskPlaylist({ type: 'DeactivateKioskPlaylist', replacedBy: 9 }, replaced)).toEqual([]);
    const [deleted, gone] = run(replaced, { type: 'DeleteKioskPlaylist' });
    expect(deleted).toEqual([{ type: 'KioskPlaylistDeleted', data: { playlistId: 7, kioskId: 3 } }]);
    expect(refusalOf(edit(false), gone).slice(0, 3)).toEqual([
      'kioskPlaylist.notFound',
      404,
      'This playlist no longer exists.',
    ]);
  });

  it('lets the active playlist lose items but never its last of a type ("Action not permitted")', () => {
    const second = media(5, 'image');
    const active = after(create, add(...full, second), edit(true, factsOf(...full, second)));
    const facts = factsOf(...full, second);
    const [events, state] = run(active, { type: 'RemoveKioskPlaylistItems', itemIds: [101], items: facts });
    expect(events).toEqual([
      {
        type: 'KioskPlaylistItemsRemoved',
        data: { playlistId: 7, kioskId: 3, items: [{ itemId: 101, mediaItemId: 1 }] },
      },
    ]);
    expect(changesKioskContent(events, state)).toBe(true);
    expect(
      refusalOf({ type: 'RemoveKioskPlaylistItems', itemIds: [103], items: facts }, active).slice(0, 3),
    ).toEqual([
      'kioskPlaylist.activeLosesType',
      422,
      "Action not permitted. A kiosk's active playlist needs at least one media item per media type: a picture, a sound and a video.",
    ]);
    // An inactive playlist may be emptied.
    expect(
      after(create, add(...full), {
        type: 'RemoveKioskPlaylistItems',
        itemIds: [101, 102, 103],
        items: factsOf(...full),
      }).items,
    ).toEqual([]);
    expect(refusalOf({ type: 'RemoveKioskPlaylistItems', itemIds: [999], items: facts }, active)[0]).toBe(
      'kioskPlaylist.itemNotFound',
    );
  });

  it("takes a picture of the kiosk's library as cover", () => {
    const state = after(create, add(...full));
    expect(decideKioskPlaylist({ type: 'ChooseKioskPlaylistCover', media: picture }, state)).toEqual([
      { type: 'KioskPlaylistCoverChosen', data: { playlistId: 7, kioskId: 3, mediaItemId: 1 } },
    ]);
    expect(refusalOf({ type: 'ChooseKioskPlaylistCover', media: clip }, state)[0]).toBe(
      'album.coverNotPicture',
    );
  });

  it('shows the Activate switch only when editing, disabled when active, empty or missing a type', () => {
    expect(activateSwitch(null)).toBe('hidden');
    expect(activateSwitch({ isActive: true, mediaCount: 3, isMissingMedia: false })).toBe('disabled');
    expect(activateSwitch({ isActive: false, mediaCount: 0, isMissingMedia: true })).toBe('disabled');
    expect(activateSwitch({ isActive: false, mediaCount: 2, isMissingMedia: true })).toBe('disabled');
    expect(activateSwitch({ isActive: false, mediaCount: 3, isMissingMedia: false })).toBe('enabled');
    expect(missingKinds(['audio', 'audio'])).toEqual(['image', 'video']);
  });
});
