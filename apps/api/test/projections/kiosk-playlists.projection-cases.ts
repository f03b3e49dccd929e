import { describe, it } from '@jest/globals';
import type { KioskPlaylistEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { KioskPlaylistsProjection } from '../../src/community-playlists/kiosk-playlists.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const created = (playlistId: number, name: string): KioskPlaylistEvent => ({
  type: 'KioskPlaylistCreated',
  data: { playlistId, kioskId: 3, name, description: '', createdBy: 'ambient|kiosk-manager' },
});

const PLAYLISTS = `SELECT id, kiosk_id, name, description, is_active, cover_media_item_id, create_date, update_by
  FROM kiosk_playlists ORDER BY id`;
const ITEMS = `SELECT id, playlist_id, media_item_id FROM kiosk_playlist_items ORDER BY id`;

export const kioskPlaylistsProjectionCases: ProjectionCases = (dataSource) => {
  describe('Kiosk playlists projection', () => {
    it('keeps each playlist with its texts, cover, items and the one active, and drops the deleted ones with their items', async () => {
      const ids = (playlistId: number) => ({ playlistId, kioskId: 3 });
      const spec = projectionSpec<KioskPlaylistEvent>(
        covered(new KioskPlaylistsProjection()),
        dataSource(),
      ).given(
        created(1, 'Morning'),
        created(2, 'Evening'),
        created(3, 'Night'),
        {
          type: 'KioskPlaylistItemsAdded',
          data: {
            ...ids(1),
            items: [
              { itemId: 10, mediaItemId: 100 },
              { itemId: 11, mediaItemId: 101 },
            ],
          },
        },
        { type: 'KioskPlaylistItemsAdded', data: { ...ids(3), items: [{ itemId: 12, mediaItemId: 100 }] } },
        { type: 'KioskPlaylistItemsRemoved', data: { ...ids(1), items: [{ itemId: 10, mediaItemId: 100 }] } },
        { type: 'KioskPlaylistCoverChosen', data: { ...ids(1), mediaItemId: 101 } },
        { type: 'KioskPlaylistEdited', data: { ...ids(1), name: 'Mornings', description: 'Coffee' } },
        { type: 'KioskPlaylistActivated', data: { ...ids(2), replaced: null } },
        { type: 'KioskPlaylistDeactivated', data: { ...ids(2), replacedBy: 1 } },
        { type: 'KioskPlaylistActivated', data: { ...ids(1), replaced: 2 } },
        { type: 'KioskPlaylistDeleted', data: ids(3) },
      );
      const row = (id: number, name: string, more: Record<string, unknown>) => ({
        id,
        kiosk_id: 3,
        name,
        description: '',
        is_active: false,
        cover_media_item_id: null,
        create_date: new Date(GIVEN_AT),
        update_by: 'ambient|kiosk-manager',
        ...more,
      });
      await spec.then(PLAYLISTS, [
        row(1, 'Mornings', {
          description: 'Coffee',
          is_active: true,
          cover_media_item_id: 101,
          update_by: null,
        }),
        row(2, 'Evening', { update_by: null }),
      ]);
      await spec.then(ITEMS, [{ id: 11, playlist_id: 1, media_item_id: 101 }]);
    });
  });
};
