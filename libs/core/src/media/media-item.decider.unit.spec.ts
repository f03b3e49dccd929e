import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError } from '../errors.js';
import { mediaItemDecider, type MediaItemCommand } from './media-item.decider.js';
import { kindsAccepted, type KioskFolder, type MediaItemEvent } from './media-item.js';
import { mediaPathTypes } from './media-path-types.js';

const { given } = deciderSpec(mediaItemDecider);

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
/** What `add()` records. */
const added: MediaItemEvent = {
  type: 'MediaItemAdded',
  data: {
    mediaItemId: 7,
    container: 'k-3',
    kind: 'image',
    key: 'k-3/a.png',
    contentType: 'image/png',
    size: 10,
    duration: null,
    fileName: 'a.png',
    title: 'Sunrise',
    description: '',
    kioskFolder: 'ambient',
    addedBy: 'ambient|admin',
  },
};

/** The item as these events leave it. */
const mediaAfter = (...events: MediaItemEvent[]) =>
  events.reduce(mediaItemDecider.evolve, mediaItemDecider.initialState);

/** The refusal is the rule `key`. */
const refused = (key: string) => (error: DomainError) => expect(error.key).toBe(key);
/** The library takes the item: one item added. */
const accepted = (events: MediaItemEvent[]) => expect(events).toHaveLength(1);

describe('Genie media items', () => {
  it('files kiosk items as Standard unless told otherwise, and keeps library items out of kiosk folders', () => {
    given()
      .when(add())
      .then(([kiosk]) => expect(kiosk?.data).toMatchObject({ title: 'Sunrise', kioskFolder: 'ambient' }));
    given()
      .when(add({ container: 'r-9', kioskFolder: 'announcement' }))
      .then(([resident]) => expect(resident?.data).toMatchObject({ kioskFolder: null }));
  });

  it('takes only video into manuals and promotional media, and no unknown library', () => {
    expect(kindsAccepted('manuals')).toEqual(['video']);
    given()
      .when(add({ container: 'promotional' }))
      .thenThrows(DomainError, refused('media.kindNotAccepted'));
    given()
      .when(add({ container: 'nowhere' }))
      .thenThrows(DomainError, refused('media.libraryInvalid'));
    given()
      .when(add({ container: 'public', pathTypeId: 3 }))
      .thenThrows(DomainError, refused('media.pathTypeInvalid'));
    given()
      .when(add({ container: 'promotional', kind: 'video' }))
      .then(accepted);
  });

  it("takes into Abby's shared library files of its sharable path types, of their kind, Radio Shows excepted", () => {
    const abby = (pathTypeId: number | null, kind: 'image' | 'audio' | 'video') =>
      given().when(add({ container: 'abby-library', pathTypeId, kind }));
    abby(1, 'audio').then(accepted);
    abby(3, 'image').then(accepted);
    abby(3, 'video').thenThrows(DomainError, refused('media.kindNotAccepted'));
    abby(2, 'audio').thenThrows(DomainError, refused('media.pathTypeInvalid'));
    abby(4, 'image').thenThrows(DomainError, refused('media.pathTypeInvalid'));
    abby(null, 'image').thenThrows(DomainError, refused('media.pathTypeInvalid'));
    expect(mediaPathTypes(2).find((type) => type.id === 1)).toMatchObject({
      description: 'Musique',
      category: 'Audio',
    });
  });

  it("takes into a resident's or a kiosk's own library Abby files of the types their profiles take, of their kind", () => {
    const own = (container: string, pathTypeId: number, kind: 'image' | 'audio' | 'video') =>
      given().when(add({ container, pathTypeId, kind }));
    // A resident's: music, pictures, personal pictures, TV, home movies.
    own('r-4', 4, 'image').then(accepted);
    own('r-4', 6, 'video').then(accepted);
    own('r-4', 1, 'audio').then(accepted);
    own('r-4', 9, 'video').thenThrows(DomainError, refused('abbyProfile.pathTypeNotTaken'));
    own('r-4', 2, 'audio').thenThrows(DomainError, refused('abbyProfile.pathTypeNotTaken'));
    own('r-4', 4, 'video').thenThrows(DomainError, refused('media.kindNotAccepted'));
    // A kiosk's: every type but radio shows, its system types too.
    own('k-7', 9, 'video').then(accepted);
    own('k-7', 10, 'video').then(accepted);
    own('k-7', 2, 'audio').thenThrows(DomainError, refused('abbyProfile.pathTypeNotTaken'));
    own('k-7', 99, 'audio').thenThrows(DomainError, refused('abbyProfile.pathTypeNotTaken'));
    own('k-7', 1, 'image').thenThrows(DomainError, refused('media.kindNotAccepted'));
    // Other shared libraries take no Abby file.
    own('manuals', 5, 'video').thenThrows(DomainError, refused('media.pathTypeInvalid'));
  });

  it('judges titles and descriptions with the spec rules, and an unchanged edit appends nothing', () => {
    given().when(add()).then([added]);
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
    const item = given(added);
    item.when(edit('  ')).thenThrows(DomainError, refused('media.titleRequired'));
    item.when(edit('x'.repeat(101))).thenThrows(DomainError, refused('media.titleTooLong'));
    item.when(edit('ok', 'd'.repeat(201))).thenThrows(DomainError, refused('media.descriptionTooLong'));
    item.when(edit('Sunrise')).then([]);
    item.when(edit('Sunrise', '', 'announcement')).then((events) => expect(events).toHaveLength(1));
    item.when(edit('Sunrise', '', 'email')).thenThrows(DomainError, refused('media.notEditable'));
  });

  it('records processing once, and nothing for an item deleted meanwhile', () => {
    const processed: MediaItemCommand = { type: 'RecordMediaProcessed', playableKey: null, thumbnail: true };
    const failed: MediaItemCommand = { type: 'RecordMediaProcessingFailed', error: 'no' };
    const wasProcessed: MediaItemEvent = {
      type: 'MediaItemProcessed',
      data: { mediaItemId: 7, playableKey: null, thumbnail: true },
    };
    const hasFailed: MediaItemEvent = {
      type: 'MediaItemProcessingFailed',
      data: { mediaItemId: 7, error: 'no' },
    };
    const wasDeleted: MediaItemEvent = {
      type: 'MediaItemDeleted',
      data: { mediaItemId: 7, container: 'k-3' },
    };
    given(added).when(processed).then([wasProcessed]);
    expect(mediaAfter(added, wasProcessed).processing).toBe('ready');
    given(added, wasProcessed).when(processed).then([]);
    given(added, wasProcessed).when(failed).then([]);
    // A retried job that succeeds after a failure makes the item ready.
    given(added).when(failed).then([hasFailed]);
    given(added, hasFailed)
      .when(processed)
      .then((events) => expect(mediaAfter(added, hasFailed, ...events).processing).toBe('ready'));
    given(added).when({ type: 'DeleteMediaItem' }).then([wasDeleted]);
    given(added, wasDeleted).when(processed).then([]);
    given(added, wasDeleted)
      .when({ type: 'DeleteMediaItem' })
      .thenThrows(DomainError, refused('media.notFound'));
    given(added).when(add()).thenThrows(DomainError, refused('error.conflict'));
  });
});
