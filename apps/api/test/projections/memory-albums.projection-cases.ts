import { describe, it } from '@jest/globals';
import type { AlbumViewedEvent, MemoryAlbumEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { MemoryAlbumsProjection } from '../../src/memory-albums/memory-albums.projection.js';
import { LATER, covered, type ProjectionCases } from './projection-cases.js';

const created = (albumId: number, name: string): MemoryAlbumEvent => ({
  type: 'MemoryAlbumCreated',
  data: { albumId, residentId: 12, name, description: '', isSlideShow: false, createdBy: 'ambient|family' },
});

const ALBUMS = `SELECT id, resident_id, name, description, is_slide_show, cover_media_item_id, create_date, update_by,
  last_viewed_at FROM memory_albums ORDER BY id`;

const viewed = (albumId: number, viewedAt: string): AlbumViewedEvent => ({
  type: 'MemoryAlbumViewed',
  data: { albumId, residentId: 12, kioskId: 7, viewedAt },
});
const ITEMS = `SELECT id, album_id, media_item_id FROM memory_album_items ORDER BY id`;

export const memoryAlbumsProjectionCases: ProjectionCases = (dataSource) => {
  describe('Memory albums projection', () => {
    it('keeps each album with its texts, cover, items and latest viewing, and drops the deleted ones with their items', async () => {
      const spec = projectionSpec<MemoryAlbumEvent | AlbumViewedEvent>(
        covered(new MemoryAlbumsProjection()),
        dataSource(),
      ).given(
        created(1, 'Summer'),
        created(2, 'Winter'),
        {
          type: 'MemoryAlbumItemsAdded',
          data: {
            albumId: 1,
            residentId: 12,
            items: [
              { itemId: 10, mediaItemId: 100 },
              { itemId: 11, mediaItemId: 101 },
            ],
          },
        },
        {
          type: 'MemoryAlbumItemsAdded',
          data: { albumId: 2, residentId: 12, items: [{ itemId: 12, mediaItemId: 100 }] },
        },
        { type: 'MemoryAlbumItemsRemoved', data: { albumId: 1, residentId: 12, itemIds: [10] } },
        { type: 'MemoryAlbumCoverChosen', data: { albumId: 1, residentId: 12, mediaItemId: 101 } },
        {
          type: 'MemoryAlbumEdited',
          data: {
            albumId: 1,
            residentId: 12,
            name: 'Summer days',
            description: 'Seaside',
            isSlideShow: true,
          },
        },
        // The latest viewing stays, whatever order the reports came in.
        viewed(1, LATER),
        viewed(1, '2026-03-02T08:00:00.000Z'),
        viewed(2, LATER),
        { type: 'MemoryAlbumDeleted', data: { albumId: 2, residentId: 12 } },
        viewed(2, '2026-03-02T10:00:00.000Z'),
      );
      await spec.then(ALBUMS, [
        {
          id: 1,
          resident_id: 12,
          name: 'Summer days',
          description: 'Seaside',
          is_slide_show: true,
          cover_media_item_id: 101,
          create_date: new Date(GIVEN_AT),
          update_by: null,
          last_viewed_at: new Date(LATER),
        },
      ]);
      await spec.then(ITEMS, [{ id: 11, album_id: 1, media_item_id: 101 }]);
    });
  });
};
