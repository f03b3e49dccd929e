import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages.js';
import type { MediaKind } from '../media/media-item.js';
import { kioskPlaylistDecider, type KioskPlaylistCommand } from './kiosk-playlist.decider.js';
import { changesKioskContent, type KioskPlaylistEvent } from './kiosk-playlist.js';

const { given } = deciderSpec(kioskPlaylistDecider);

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

const ids = { playlistId: 7, kioskId: 3 };
const created: KioskPlaylistEvent = {
  type: 'KioskPlaylistCreated',
  data: { ...ids, createdBy: 'ambient|manager', name: 'Morning', description: '' },
};
const added = (...items: ReturnType<typeof media>[]): KioskPlaylistEvent => ({
  type: 'KioskPlaylistItemsAdded',
  data: { ...ids, items: items.map(({ itemId, mediaItemId }) => ({ itemId, mediaItemId })) },
});
const activated = (replaced: number | null = null): KioskPlaylistEvent => ({
  type: 'KioskPlaylistActivated',
  data: { ...ids, replaced },
});

/** The playlist as these events leave it. */
const playlistAfter = (...events: KioskPlaylistEvent[]) =>
  events.reduce(kioskPlaylistDecider.evolve, kioskPlaylistDecider.initialState);

/** The refusal's key, status, English and French texts, as far as `expected` names them. */
const refused =
  (...expected: [key: string, status?: number, english?: string, french?: string]) =>
  (error: DomainError) =>
    expect(
      [
        error.key,
        error.status,
        translate(error.key, error.params),
        translate(error.key, error.params, 2),
      ].slice(0, expected.length),
    ).toEqual(expected);

const picture = media(1, 'image');
const song = media(2, 'audio');
const clip = media(3, 'video');
const full = [picture, song, clip];

describe('Kiosk playlist decider', () => {
  it('creates a playlist inactive, with its trimmed texts; an edit that changes nothing appends nothing', () => {
    given()
      .when(create)
      .then([
        {
          type: 'KioskPlaylistCreated',
          data: { playlistId: 7, kioskId: 3, createdBy: 'ambient|manager', name: 'Morning', description: '' },
        },
      ]);
    expect(playlistAfter(created).isActive).toBe(false);
    given(created).when(edit(false)).then([]);
    given(created)
      .when({ ...edit(false), description: ' Coffee ' })
      .then([
        {
          type: 'KioskPlaylistEdited',
          data: { playlistId: 7, kioskId: 3, name: 'Morning', description: 'Coffee' },
        },
      ]);
  });

  it('holds the name required and at most 50, the description at most 100, in English and French', () => {
    given()
      .when({ ...create, name: ' ' })
      .thenThrows(
        DomainError,
        refused('album.nameRequired', 422, 'Name is required', 'Le nom est obligatoire'),
      );
    given()
      .when({ ...create, name: 'n'.repeat(51) })
      .thenThrows(DomainError, refused('album.nameTooLong', 422, 'Name cannot exceed 50 characters'));
    given()
      .when({ ...create, name: 'n'.repeat(50) })
      .then((events) => expect(events).toHaveLength(1));
    given(created)
      .when({ ...edit(false), description: 'd'.repeat(101) })
      .thenThrows(
        DomainError,
        refused(
          'album.descriptionTooLong',
          422,
          'Description cannot exceed 100 characters',
          'La description ne peut pas dépasser 100 caractères',
        ),
      );
    given()
      .when({ ...create, kioskTypeId: 1 })
      .thenThrows(
        DomainError,
        refused('kioskPlaylist.genieOnly', 422, 'Community playlists belong to Genie kiosks.'),
      );
    given(created).when(create).thenThrows(DomainError, refused('error.conflict'));
  });

  it("takes media of the kiosk's library only, each once", () => {
    given(created)
      .when(add(picture, song))
      .then([added(picture, song)]);
    expect(playlistAfter(created, added(picture, song)).items).toEqual([
      { itemId: 101, mediaItemId: 1 },
      { itemId: 102, mediaItemId: 2 },
    ]);
    const state = given(created, added(picture, song));
    state.when(add({ ...picture, itemId: 200 })).then([]);
    for (const container of ['k-4', 'r-3', 'public'])
      state
        .when(add(clip, media(4, 'image', container)))
        .thenThrows(
          DomainError,
          refused(
            'kioskPlaylist.mediaNotInLibrary',
            422,
            "A community playlist takes media from the kiosk's library only.",
          ),
        );
    state
      .when(add({ ...clip, container: null, kind: null } as never))
      .thenThrows(DomainError, refused('media.notFound'));
  });

  it('activates only a playlist holding a picture, a sound and a video, naming the one it replaces', () => {
    given(created)
      .when(edit(true))
      .thenThrows(
        DomainError,
        refused('kioskPlaylist.activeWithoutMedia', 422, 'A playlist without media cannot be activated.'),
      );
    given(created, added(picture, song))
      .when(edit(true, factsOf(picture, song)))
      .thenThrows(
        DomainError,
        refused(
          'kioskPlaylist.activeNeedsEveryType',
          422,
          "A kiosk's active playlist needs at least one media item per media type: a picture, a sound and a video.",
          'La liste active d’un kiosque doit contenir au moins un média de chaque type\u202f: une image, un son et une vidéo.',
        ),
      );
    const ready = [created, added(...full)];
    const renamed: KioskPlaylistEvent = {
      type: 'KioskPlaylistEdited',
      data: { ...ids, name: 'Mornings', description: '' },
    };
    given(...ready)
      .when({ ...edit(true, factsOf(...full), 5), name: 'Mornings' })
      .then([renamed, activated(5)]);
    const active = [...ready, renamed, activated(5)];
    expect(playlistAfter(...active).isActive).toBe(true);
    // Already active: activating again, or an edit that says inactive, changes nothing.
    given(...active)
      .when({ ...edit(true, factsOf(...full)), name: 'Mornings' })
      .then([]);
    given(...active)
      .when({ ...edit(false), name: 'Mornings' })
      .then([]);
    expect(changesKioskContent([renamed, activated(5)], playlistAfter(...active))).toBe(true);
  });

  it('is deactivated when another replaces it, and only then may it be deleted', () => {
    const active = [created, added(...full), activated()];
    given(created, added(...full))
      .when(edit(true, factsOf(...full)))
      .then([activated()]);
    given(...active)
      .when({ type: 'DeleteKioskPlaylist' })
      .thenThrows(
        DomainError,
        refused(
          'kioskPlaylist.activeNotDeleted',
          422,
          'An active playlist cannot be deleted. Activate another one first.',
          'Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.',
        ),
      );
    const deactivated: KioskPlaylistEvent = {
      type: 'KioskPlaylistDeactivated',
      data: { playlistId: 7, kioskId: 3, replacedBy: 9 },
    };
    given(...active)
      .when({ type: 'DeactivateKioskPlaylist', replacedBy: 9 })
      .then([deactivated]);
    const replaced = [...active, deactivated];
    expect(changesKioskContent([deactivated], playlistAfter(...replaced))).toBe(false);
    given(...replaced)
      .when({ type: 'DeactivateKioskPlaylist', replacedBy: 9 })
      .then([]);
    const deleted: KioskPlaylistEvent = { type: 'KioskPlaylistDeleted', data: { playlistId: 7, kioskId: 3 } };
    given(...replaced)
      .when({ type: 'DeleteKioskPlaylist' })
      .then([deleted]);
    given(...replaced, deleted)
      .when(edit(false))
      .thenThrows(DomainError, refused('kioskPlaylist.notFound', 404, 'This playlist no longer exists.'));
  });

  it('lets the active playlist lose items but never its last of a type ("Action not permitted")', () => {
    const second = media(5, 'image');
    const facts = factsOf(...full, second);
    const active = [created, added(...full, second), activated()];
    given(created, added(...full, second))
      .when(edit(true, facts))
      .then([activated()]);
    const removed: KioskPlaylistEvent = {
      type: 'KioskPlaylistItemsRemoved',
      data: { playlistId: 7, kioskId: 3, items: [{ itemId: 101, mediaItemId: 1 }] },
    };
    given(...active)
      .when({ type: 'RemoveKioskPlaylistItems', itemIds: [101], items: facts })
      .then([removed]);
    expect(changesKioskContent([removed], playlistAfter(...active, removed))).toBe(true);
    given(...active)
      .when({ type: 'RemoveKioskPlaylistItems', itemIds: [103], items: facts })
      .thenThrows(
        DomainError,
        refused(
          'kioskPlaylist.activeLosesType',
          422,
          "Action not permitted. A kiosk's active playlist needs at least one media item per media type: a picture, a sound and a video.",
        ),
      );
    // An inactive playlist may be emptied.
    const inactive = [created, added(...full)];
    given(...inactive)
      .when({ type: 'RemoveKioskPlaylistItems', itemIds: [101, 102, 103], items: factsOf(...full) })
      .then((events) => expect(playlistAfter(...inactive, ...events).items).toEqual([]));
    given(...active)
      .when({ type: 'RemoveKioskPlaylistItems', itemIds: [999], items: facts })
      .thenThrows(DomainError, refused('kioskPlaylist.itemNotFound'));
  });

  it("takes a picture of the kiosk's library as cover", () => {
    const state = given(created, added(...full));
    state
      .when({ type: 'ChooseKioskPlaylistCover', media: picture })
      .then([{ type: 'KioskPlaylistCoverChosen', data: { playlistId: 7, kioskId: 3, mediaItemId: 1 } }]);
    state
      .when({ type: 'ChooseKioskPlaylistCover', media: clip })
      .thenThrows(DomainError, refused('album.coverNotPicture'));
  });
});
