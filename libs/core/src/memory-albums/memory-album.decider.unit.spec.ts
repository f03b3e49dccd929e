import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { memoryAlbumDecider, type MemoryAlbumCommand } from './memory-album.decider.js';
import type { MemoryAlbumEvent } from './memory-album.js';

const { given } = deciderSpec(memoryAlbumDecider);

const create: MemoryAlbumCommand = {
  type: 'CreateMemoryAlbum',
  albumId: 4,
  residentId: 12,
  createdBy: 'ambient|family',
  name: ' Summer 1972 ',
  description: '',
  isSlideShow: false,
};
const ids = { albumId: 4, residentId: 12 };
const created: MemoryAlbumEvent = {
  type: 'MemoryAlbumCreated',
  data: { ...ids, createdBy: 'ambient|family', name: 'Summer 1972', description: '', isSlideShow: false },
};

const picture = (mediaItemId: number, container = 'r-12', itemId = 100 + mediaItemId) => ({
  itemId,
  mediaItemId,
  container,
  kind: 'image' as const,
});
const itemsAdded = (...items: Array<ReturnType<typeof picture>>): MemoryAlbumEvent => ({
  type: 'MemoryAlbumItemsAdded',
  data: { ...ids, items: items.map(({ itemId, mediaItemId }) => ({ itemId, mediaItemId })) },
});

/** The album as these events leave it. */
const albumAfter = (...events: MemoryAlbumEvent[]) =>
  events.reduce(memoryAlbumDecider.evolve, memoryAlbumDecider.initialState);

/** The refusal's rule key and HTTP status. */
const refused = (key: string, status: number) => (error: DomainError) =>
  expect([error.key, error.status]).toEqual([key, status]);

describe('Memory album decider', () => {
  it('creates an album with its trimmed texts, then edits it; an edit that changes nothing appends nothing', () => {
    given()
      .when(create)
      .then([
        {
          type: 'MemoryAlbumCreated',
          data: {
            albumId: 4,
            residentId: 12,
            createdBy: 'ambient|family',
            name: 'Summer 1972',
            description: '',
            isSlideShow: false,
          },
        },
      ]);
    const edit = {
      type: 'EditMemoryAlbum',
      name: 'Summer 1972',
      description: '',
      isSlideShow: false,
    } as const;
    given(created).when(edit).then([]);
    given(created)
      .when({ ...edit, isSlideShow: true })
      .then([
        {
          type: 'MemoryAlbumEdited',
          data: { albumId: 4, residentId: 12, name: 'Summer 1972', description: '', isSlideShow: true },
        },
      ]);
  });

  it('holds the name required and at most 50, the description at most 100 (spec 03 §5)', () => {
    given()
      .when({ ...create, name: '  ' })
      .thenThrows(DomainError, refused('album.nameRequired', 422));
    given()
      .when({ ...create, name: 'n'.repeat(51) })
      .thenThrows(DomainError, refused('album.nameTooLong', 422));
    given()
      .when({ ...create, name: 'n'.repeat(50) })
      .then((events) => expect(events).toHaveLength(1));
    given()
      .when({ ...create, description: 'd'.repeat(101) })
      .thenThrows(DomainError, refused('album.descriptionTooLong', 422));
    given(created).when(create).thenThrows(DomainError, refused('error.conflict', 409));
  });

  it("adds media of the resident's library and the public one, each once; another library's is refused", () => {
    given(created)
      .when({ type: 'AddAlbumItems', items: [picture(1), picture(2, 'public')] })
      .then([itemsAdded(picture(1), picture(2, 'public'))]);
    const withItems = [created, itemsAdded(picture(1), picture(2, 'public'))];
    expect(albumAfter(...withItems).items).toEqual([
      { itemId: 101, mediaItemId: 1 },
      { itemId: 102, mediaItemId: 2 },
    ]);
    const album = given(...withItems);
    album.when({ type: 'AddAlbumItems', items: [picture(1, 'r-12', 200)] }).then([]);
    for (const container of ['r-13', 'k-3', 'manuals'])
      album
        .when({ type: 'AddAlbumItems', items: [picture(3), picture(4, container)] })
        .thenThrows(DomainError, refused('album.mediaNotInLibrary', 422));
    album
      .when({ type: 'AddAlbumItems', items: [{ ...picture(5), container: null, kind: null }] })
      .thenThrows(DomainError, refused('media.notFound', 404));
  });

  it('removes its own items only, and takes a picture of its libraries as cover', () => {
    const withItems = [created, itemsAdded(picture(1), picture(2))];
    given(created)
      .when({ type: 'AddAlbumItems', items: [picture(1), picture(2)] })
      .then([itemsAdded(picture(1), picture(2))]);
    given(...withItems)
      .when({ type: 'RemoveAlbumItems', itemIds: [101] })
      .then((events) =>
        expect(albumAfter(...withItems, ...events).items).toEqual([{ itemId: 102, mediaItemId: 2 }]),
      );
    given(...withItems)
      .when({ type: 'RemoveAlbumItems', itemIds: [101, 999] })
      .thenThrows(DomainError, refused('album.itemNotFound', 404));
    const cover = { type: 'ChooseAlbumCover', media: picture(2, 'public') } as const;
    const coverChosen: MemoryAlbumEvent = {
      type: 'MemoryAlbumCoverChosen',
      data: { ...ids, mediaItemId: 2 },
    };
    given(created).when(cover).then([coverChosen]);
    expect(albumAfter(created, coverChosen).coverMediaItemId).toBe(2);
    given(created, coverChosen).when(cover).then([]);
    given(...withItems)
      .when({ type: 'ChooseAlbumCover', media: { ...picture(3), kind: 'audio' } })
      .thenThrows(DomainError, refused('album.coverNotPicture', 422));
    given(...withItems)
      .when({ type: 'ChooseAlbumCover', media: picture(3, 'r-99') })
      .thenThrows(DomainError, refused('album.mediaNotInLibrary', 422));
  });

  it('is gone once deleted: every command on it answers 404', () => {
    const deleted: MemoryAlbumEvent = { type: 'MemoryAlbumDeleted', data: ids };
    given(created).when({ type: 'DeleteMemoryAlbum' }).then([deleted]);
    expect(albumAfter(created, deleted).deleted).toBe(true);
    given(created, deleted)
      .when({ type: 'DeleteMemoryAlbum' })
      .thenThrows(DomainError, refused('album.notFound', 404));
    given()
      .when({ type: 'RemoveAlbumItems', itemIds: [] })
      .thenThrows(DomainError, refused('album.notFound', 404));
  });
});
