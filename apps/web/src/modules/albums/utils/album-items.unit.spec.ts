import { describe, expect, it } from '@jest/globals';
import type { PlaylistBlob } from '@ambient/core';
import { albumsTitle, shownItems } from './album-items.util';

const item = (id: number, kind: PlaylistBlob['kind'], title: string, description = ''): PlaylistBlob =>
  ({ id, playlistId: 1, kind, title, description }) as PlaylistBlob;

describe('the items an album shows', () => {
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

describe("Memory Albums' title", () => {
  it('names the resident and their kiosk from a dashboard, whichever is known', () => {
    expect(albumsTitle({ fromDashboard: true, residentName: 'Ada Moreau', serialNumber: 'GN01-0004' })).toBe(
      'Ada Moreau · GN01-0004',
    );
    expect(albumsTitle({ fromDashboard: true, residentName: 'Ada Moreau', serialNumber: null })).toBe(
      'Ada Moreau',
    );
    expect(albumsTitle({ fromDashboard: true, residentName: null, serialNumber: 'GN01-0004' })).toBe(
      'GN01-0004',
    );
  });

  it('leaves the screen its own title elsewhere', () => {
    expect(
      albumsTitle({ fromDashboard: false, residentName: 'Ada Moreau', serialNumber: 'GN01-0004' }),
    ).toBeNull();
    expect(albumsTitle({ fromDashboard: true, residentName: null, serialNumber: null })).toBeNull();
  });
});
