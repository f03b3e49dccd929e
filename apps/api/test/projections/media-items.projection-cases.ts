import { describe, it } from '@jest/globals';
import type { MediaItemEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { MediaItemsProjection } from '../../src/media/media-items.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const added = (
  mediaItemId: number,
  kind: 'image' | 'audio' | 'video',
  container = 'k-3',
): MediaItemEvent => ({
  type: 'MediaItemAdded',
  data: {
    mediaItemId,
    container,
    kind,
    key: `${container}/item-${mediaItemId}.bin`,
    contentType: kind === 'audio' ? 'audio/mpeg' : kind === 'video' ? 'video/mp4' : 'image/png',
    size: 1000 * mediaItemId,
    duration: kind === 'image' ? null : 12.5,
    fileName: `item ${mediaItemId}.bin`,
    title: `Item ${mediaItemId}`,
    description: '',
    kioskFolder: container.startsWith('k-') ? 'ambient' : null,
    addedBy: 'ambient|admin',
  },
});

const ROWS = `SELECT id, container, kind, blob_key, size, duration, title, description, kiosk_folder, added_by,
  create_date, processing, processing_error, playable_key, has_thumbnail FROM media_items ORDER BY id`;

const row = (mediaItemId: number, kind: string, changes: Record<string, unknown> = {}) => ({
  id: mediaItemId,
  container: 'k-3',
  kind,
  blob_key: `k-3/item-${mediaItemId}.bin`,
  size: String(1000 * mediaItemId),
  duration: kind === 'image' ? null : 12.5,
  title: `Item ${mediaItemId}`,
  description: '',
  kiosk_folder: 'ambient',
  added_by: 'ambient|admin',
  create_date: new Date(GIVEN_AT),
  processing: kind === 'audio' ? 'ready' : 'pending',
  processing_error: null,
  playable_key: null,
  has_thumbnail: false,
  ...changes,
});

export const mediaItemsProjectionCases: ProjectionCases = (dataSource) => {
  describe('Media items projection', () => {
    it('keeps each item with its processing state, its edits, and drops the deleted ones', async () => {
      await projectionSpec<MediaItemEvent>(covered(new MediaItemsProjection()), dataSource())
        .given(
          added(1, 'image'),
          added(2, 'video'),
          added(3, 'audio'),
          added(4, 'image'),
          added(5, 'video'),
          { type: 'MediaItemProcessed', data: { mediaItemId: 1, playableKey: null, thumbnail: true } },
          {
            type: 'MediaItemProcessed',
            data: { mediaItemId: 2, playableKey: 'k-3/item-2.mp4', thumbnail: true },
          },
          { type: 'MediaItemProcessingFailed', data: { mediaItemId: 5, error: 'The file holds no video.' } },
          {
            type: 'MediaItemEdited',
            data: {
              mediaItemId: 3,
              container: 'k-3',
              title: 'Birdsong',
              description: 'Morning',
              kioskFolder: 'announcement',
            },
          },
          { type: 'MediaItemDeleted', data: { mediaItemId: 4, container: 'k-3' } },
        )
        .then(ROWS, [
          row(1, 'image', { processing: 'ready', has_thumbnail: true }),
          row(2, 'video', { processing: 'ready', has_thumbnail: true, playable_key: 'k-3/item-2.mp4' }),
          row(3, 'audio', { title: 'Birdsong', description: 'Morning', kiosk_folder: 'announcement' }),
          row(5, 'video', { processing: 'failed', processing_error: 'The file holds no video.' }),
        ]);
    });
  });
};
