import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  entriesToAdd,
  entriesToRemove,
  playlistTextFault,
  type PlaylistTextRules,
} from './playlist-rules.js';

const rules: PlaylistTextRules = {
  nameMax: 5,
  descriptionMax: 3,
  keys: {
    nameRequired: 'album.nameRequired',
    nameTooLong: 'album.nameTooLong',
    descriptionTooLong: 'album.descriptionTooLong',
  },
};

describe('the playlist kit', () => {
  it('judges the texts with the feature’s limits and keys, in the form’s order', () => {
    expect(playlistTextFault(rules, '  ', 'long text')).toEqual({ key: 'album.nameRequired' });
    expect(playlistTextFault(rules, 'too long', '')).toEqual({
      key: 'album.nameTooLong',
      params: { max: 5 },
    });
    expect(playlistTextFault(rules, 'ok', 'long')).toEqual({
      key: 'album.descriptionTooLong',
      params: { max: 3 },
    });
    expect(playlistTextFault(rules, ' ok ', ' ab ')).toBeNull();
  });

  it('adds a media item once, whether held already or named twice', () => {
    const added = entriesToAdd(
      [7],
      [
        { id: 1, media: 7 },
        { id: 2, media: 8 },
        { id: 3, media: 8 },
      ],
      (candidate) => candidate.media,
      (candidate) => candidate.id,
    );
    expect(added).toEqual([2]);
  });

  it('removes held entries once each, and refuses one it does not hold', () => {
    const held = [{ id: 1 }, { id: 2 }];
    expect(entriesToRemove(held, (entry) => entry.id, [2, 2], 'album.itemNotFound')).toEqual([{ id: 2 }]);
    expect(() => entriesToRemove(held, (entry) => entry.id, [3], 'album.itemNotFound')).toThrow(DomainError);
  });
});
