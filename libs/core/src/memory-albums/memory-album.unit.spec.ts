import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  decideMemoryAlbum,
  evolveMemoryAlbum,
  initialMemoryAlbumState,
  type MemoryAlbumCommand,
  type MemoryAlbumState,
} from './memory-album.js';

const create: MemoryAlbumCommand = {
  type: 'CreateMemoryAlbum',
  albumId: 4,
  residentId: 12,
  createdBy: 'ambient|family',
  name: ' Summer 1972 ',
  description: '',
  isSlideShow: false,
};

const after = (...commands: MemoryAlbumCommand[]): MemoryAlbumState =>
  commands.reduce(
    (state, command) => decideMemoryAlbum(command, state).reduce(evolveMemoryAlbum, state),
    initialMemoryAlbumState,
  );

const refusalOf = (command: MemoryAlbumCommand, state: MemoryAlbumState): [string, number] => {
  try {
    decideMemoryAlbum(command, state);
  } catch (error) {
    if (error instanceof DomainError) return [error.key, error.status];
    throw error;
  }
  throw new Error('not refused');
};

const picture = (mediaItemId: number, container = 'r-12', itemId = 100 + mediaItemId) => ({
  itemId,
  mediaItemId,
  container,
  kind: 'image' as const,
});

describe('Memory album decider', () => {
  it('creates an album with its trimmed texts, then edits it; an edit that changes nothing appends nothing', () => {
    expect(decideMemoryAlbum(create, initialMemoryAlbumState)).toEqual([
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
    const state = after(create);
    const edit = {
      type: 'EditMemoryAlbum',
      name: 'Summer 1972',
      description: '',
      isSlideShow: false,
    } as const;
    expect(decideMemoryAlbum(edit, state)).toEqual([]);
    expect(decideMemoryAlbum({ ...edit, isSlideShow: true }, state)).toEqual([
      {
        type: 'MemoryAlbumEdited',
        data: { albumId: 4, residentId: 12, name: 'Summer 1972', description: '', isSlideShow: true },
      },
    ]);
  });

  it('holds the name required and at most 50, the description at most 100 (spec 03 §5)', () => {
    expect(refusalOf({ ...create, name: '  ' }, initialMemoryAlbumState)).toEqual([
      'album.nameRequired',
      422,
    ]);
    expect(refusalOf({ ...create, name: 'n'.repeat(51) }, initialMemoryAlbumState)).toEqual([
      'album.nameTooLong',
      422,
    ]);
    expect(decideMemoryAlbum({ ...create, name: 'n'.repeat(50) }, initialMemoryAlbumState)).toHaveLength(1);
    expect(refusalOf({ ...create, description: 'd'.repeat(101) }, initialMemoryAlbumState)).toEqual([
      'album.descriptionTooLong',
      422,
    ]);
    expect(refusalOf(create, after(create))).toEqual(['error.conflict', 409]);
  });

  it("adds media of the resident's library and the public one, each once; another library's is refused", () => {
    const state = after(create, { type: 'AddAlbumItems', items: [picture(1), picture(2, 'public')] });
    expect(state.items).toEqual([
      { itemId: 101, mediaItemId: 1 },
      { itemId: 102, mediaItemId: 2 },
    ]);
    expect(decideMemoryAlbum({ type: 'AddAlbumItems', items: [picture(1, 'r-12', 200)] }, state)).toEqual([]);
    for (const container of ['r-13', 'k-3', 'manuals'])
      expect(refusalOf({ type: 'AddAlbumItems', items: [picture(3), picture(4, container)] }, state)).toEqual(
        ['album.mediaNotInLibrary', 422],
      );
    expect(
      refusalOf({ type: 'AddAlbumItems', items: [{ ...picture(5), container: null, kind: null }] }, state),
    ).toEqual(['media.notFound', 404]);
  });

  it('removes its own items only, and takes a picture of its libraries as cover', () => {
    const state = after(create, { type: 'AddAlbumItems', items: [picture(1), picture(2)] });
    expect(
      after(
        create,
        { type: 'AddAlbumItems', items: [picture(1), picture(2)] },
        {
          type: 'RemoveAlbumItems',
          itemIds: [101],
        },
      ).items,
    ).toEqual([{ itemId: 102, mediaItemId: 2 }]);
    expect(refusalOf({ type: 'RemoveAlbumItems', itemIds: [101, 999] }, state)).toEqual([
      'album.itemNotFound',
      404,
    ]);
    const cover = { type: 'ChooseAlbumCover', media: picture(2, 'public') } as const;
    expect(after(create, cover).coverMediaItemId).toBe(2);
    expect(decideMemoryAlbum(cover, after(create, cover))).toEqual([]);
    expect(refusalOf({ type: 'ChooseAlbumCover', media: { ...picture(3), kind: 'audio' } }, state)).toEqual([
      'album.coverNotPicture',
      422,
    ]);
    expect(refusalOf({ type: 'ChooseAlbumCover', media: picture(3, 'r-99') }, state)).toEqual([
      'album.mediaNotInLibrary',
      422,
    ]);
  });

  it('is gone once deleted: every command on it answers 404', () => {
    const deleted = after(create, { type: 'DeleteMemoryAlbum' });
    expect(deleted.deleted).toBe(true);
    expect(refusalOf({ type: 'DeleteMemoryAlbum' }, deleted)).toEqual(['album.notFound', 404]);
    expect(refusalOf({ type: 'RemoveAlbumItems', itemIds: [] }, initialMemoryAlbumState)).toEqual([
      'album.notFound',
      404,
    ]);
  });
});
