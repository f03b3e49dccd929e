import { describe, expect, it } from '@jest/globals';
import type { PlaylistBlob } from '@ambient/core';
import { shownItems } from './playlist-items.util';

const item = (id: number, kind: PlaylistBlob['kind'], title: string, description = ''): PlaylistBlob =>
  ({ id, playlistId: 1, kind, title, description }) as PlaylistBlob;

describe('the items a playlist shows', () => {
  const items = [
    item(1, 'image', 'Lake'),
    item(2, 'audio', 'Song', 'By the lake'),
    item(3, 'image', 'Garden'),
  ];

  it('keeps every item without a filter, then those of the type chosen', () => {
    expect(shownItems(items, null, '  ').map((i) => i.id)).toEqual([1, 2, 3]);
    expect(shownItems(items, 'image', '').map((i) => i.id)).toEqual([1, 3]);
  });

  it('searches titles and descriptions, whatever the case', () => {
    expect(shownItems(items, null, 'LAKE').map((i) => i.id)).toEqual([1, 2]);
    expect(shownItems(items, 'image', 'lake').map((i) => i.id)).toEqual([1]);
  });
});
