import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  decideMediaItem,
  defaultMediaTitle,
  evolveMediaItem,
  initialMediaItemState,
  kindsAccepted,
  type KioskFolder,
  type MediaItemCommand,
  type MediaItemEvent,
  type MediaItemState,
} from './media-item.js';
import { mediaPathTypes } from './media-path-types.js';

const add = (
  changes: Partial<Extract<MediaItemCommand, { type: 'AddMediaItem' }>> = {},
): MediaItemCommand => ({
  type: 'AddMediaItem',
  mediaItemId: 7,
  container: 'k-3',
  kind: 'image',
  file: { key: 'k-3/a.png', contentType: 'image/png', size: 10 },
  duration: null,
  fileName: 'a.png',
  title: ' Sunrise ',
  description: '',
  kioskFolder: null,
  addedBy: 'ambient|admin',
  ...changes,
});

const after = (...commands: MediaItemCommand[]): MediaItemState =>
  commands.reduce(
    (state, command) => decideMediaItem(command, state).reduce<MediaItemState>(evolveMediaItem, state),
    initialMediaItemState,
  );

const refusalOf = (command: MediaItemCommand, state: MediaItemState): string => {
  try {
    decideMediaItem(command, state);
  } catch (error) {
    if (error instanceof DomainError) return error.key;
  }
  return 'accepted';
};

describe('Genie media items', () => {
  it('titles a new file by its name without the extension, trimmed and cut to 100', () => {
    expect(defaultMediaTitle('Garden party.final.png')).toBe('Garden party.final');
    expect(defaultMediaTitle('  Lake  .jpg')).toBe('Lake');
    expect(defaultMediaTitle(`${'x'.repeat(120)}.mp4`)).toHaveLength(100);
    expect(defaultMediaTitle('.mp3')).toBe('.mp3');
  });

  it('files kiosk items as Standard unless told otherwise, and keeps library items out of kiosk folders', () => {
    const [kiosk] = decideMediaItem(add(), initialMediaItemState) as [
      Extract<MediaItemEvent, { type: 'MediaItemAdded' }>,
    ];
    expect(kiosk.data).toMatchObject({ title: 'Sunrise', kioskFolder: 'ambient' });
    const [resident] = decideMediaItem(
      add({ container: 'r-9', kioskFolder: 'announcement' }),
      initialMediaItemState,
    ) as [Extract<MediaItemEvent, { type: 'MediaItemAdded' }>];
    expect(resident.data.kioskFolder).toBeNull();
  });

  it('takes only video into manuals and promotional media, and no unknown library', () => {
    expect(kindsAccepted('manuals')).toEqual(['video']);
    expect(refusalOf(add({ container: 'promotional' }), initialMediaItemState)).toBe('media.kindNotAccepted');
    expect(refusalOf(add({ container: 'nowhere' }), initialMediaItemState)).toBe('media.libraryInvalid');
    expect(refusalOf(add({ container: 'public', pathTypeId: 3 }), initialMediaItemState)).toBe(
      'media.pathTypeInvalid',
    );
    expect(refusalOf(add({ container: 'promotional', kind: 'video' }), initialMediaItemState)).toBe(
      'accepted',
    );
  });

  it("takes into Abby's shared library files of its sharable path types, of their kind, Radio Shows excepted", () => {
    const abby = (pathTypeId: number | null, kind: 'image' | 'audio' | 'video') =>
      refusalOf(add({ container: 'abby-library', pathTypeId, kind }), initialMediaItemState);
    expect(abby(1, 'audio')).toBe('accepted');
    expect(abby(3, 'image')).toBe('accepted');
    expect(abby(3, 'video')).toBe('media.kindNotAccepted');
    expect(abby(2, 'audio')).toBe('media.pathTypeInvalid');
    expect(abby(4, 'image')).toBe('media.pathTypeInvalid');
    expect(abby(null, 'image')).toBe('media.pathTypeInvalid');
    expect(mediaPathTypes(2).find((type) => type.id === 1)).toMatchObject({
      description: 'Musique',
      category: 'Audio',
    });
  });

  it("takes into a resident's or a kiosk's own library Abby files of the types their profiles take, of their kind", () => {
    const own = (container: string, pathTypeId: number, kind: 'image' | 'audio' | 'video') =>
      refusalOf(add({ container, pathTypeId, kind }), initialMediaItemState);
    // A resident's: music, pictures, personal pictures, TV, home movies.
    expect(own('r-4', 4, 'image')).toBe('accepted');
    expect(own('r-4', 6, 'video')).toBe('accepted');
    expect(own('r-4', 1, 'audio')).toBe('accepted');
    expect(own('r-4', 9, 'video')).toBe('abbyProfile.pathTypeNotTaken');
    expect(own('r-4', 2, 'audio')).toBe('abbyProfile.pathTypeNotTaken');
    expect(own('r-4', 4, 'video')).toBe('media.kindNotAccepted');
    // A kiosk's: every type but radio shows, its system types too.
    expect(own('k-7', 9, 'video')).toBe('accepted');
    expect(own('k-7', 10, 'video')).toBe('accepted');
    expect(own('k-7', 2, 'audio')).toBe('abbyProfile.pathTypeNotTaken');
    expect(own('k-7', 99, 'audio')).toBe('abbyProfile.pathTypeNotTaken');
    expect(own('k-7', 1, 'image')).toBe('media.kindNotAccepted');
    // Other shared libraries take no Abby file.
    expect(own('manuals', 5, 'video')).toBe('media.pathTypeInvalid');
  });

  it('judges titles and descriptions with the spec rules, and an unchanged edit appends nothing', () => {
    const state = after(add());
    const edit = (
      title: string,
      description = '',
      kioskFolder: KioskFolder | null = null,
    ): MediaItemCommand => ({
      type: 'EditMediaItem',
      title,
      description,
      kioskFolder,
    });
    expect(refusalOf(edit('  '), state)).toBe('media.titleRequired');
    expect(refusalOf(edit('x'.repeat(101)), state)).toBe('media.titleTooLong');
    expect(refusalOf(edit('ok', 'd'.repeat(201)), state)).toBe('media.descriptionTooLong');
    expect(decideMediaItem(edit('Sunrise'), state)).toEqual([]);
    expect(decideMediaItem(edit('Sunrise', '', 'announcement'), state)).toHaveLength(1);
    expect(refusalOf(edit('Sunrise', '', 'email'), state)).toBe('media.notEditable');
  });

  it('records processing once, and nothing for an item deleted meanwhile', () => {
    const processed: MediaItemCommand = { type: 'RecordMediaProcessed', playableKey: null, thumbnail: true };
    const failed: MediaItemCommand = { type: 'RecordMediaProcessingFailed', error: 'no' };
    const ready = after(add(), processed);
    expect(ready.processing).toBe('ready');
    expect(decideMediaItem(processed, ready)).toEqual([]);
    expect(decideMediaItem(failed, ready)).toEqual([]);
    // A retried job that succeeds after a failure makes the item ready.
    expect(after(add(), failed, processed).processing).toBe('ready');
    const deleted = after(add(), { type: 'DeleteMediaItem' });
    expect(decideMediaItem(processed, deleted)).toEqual([]);
    expect(refusalOf({ type: 'DeleteMediaItem' }, deleted)).toBe('media.notFound');
    expect(refusalOf(add(), after(add()))).toBe('error.conflict');
  });
});
