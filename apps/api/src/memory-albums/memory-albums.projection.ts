import { IsNull, LessThan } from 'typeorm';
import type { AlbumViewedEvent, MemoryAlbumEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { MemoryAlbumItemRow, MemoryAlbumRow } from './memory-album.row.js';

/**
 * Projects the Memory Albums into `memory_albums` and their items, with the events (decision
 * 0042), and the viewings their kiosks report into each album's last viewed time (decision 0076).
 */
@ReadModelProjection()
export class MemoryAlbumsProjection extends EventProjection<MemoryAlbumEvent | AlbumViewedEvent> {
  readonly name = 'memory_albums';
  readonly tables = ['memory_albums', 'memory_album_items'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<MemoryAlbumEvent | AlbumViewedEvent> = {
    MemoryAlbumCreated: (data, event, manager) =>
      manager.insert(MemoryAlbumRow, {
        id: data.albumId,
        residentId: data.residentId,
        name: data.name,
        description: data.description,
        isSlideShow: data.isSlideShow,
        coverMediaItemId: null,
        createDate: recordedAt(event),
        updateBy: data.createdBy,
      }),
    MemoryAlbumEdited: (data, event, manager) =>
      manager.update(
        MemoryAlbumRow,
        { id: data.albumId },
        {
          name: data.name,
          description: data.description,
          isSlideShow: data.isSlideShow,
          updateBy: event.metadata.userId ?? null,
        },
      ),
    MemoryAlbumItemsAdded: async (data, event, manager) => {
      await manager.insert(
        MemoryAlbumItemRow,
        data.items.map((item) => ({
          id: item.itemId,
          albumId: data.albumId,
          mediaItemId: item.mediaItemId,
          addDate: recordedAt(event),
        })),
      );
    },
    MemoryAlbumItemsRemoved: async (data, _event, manager) => {
      await manager.delete(
        MemoryAlbumItemRow,
        data.itemIds.map((id) => ({ id })),
      );
    },
    MemoryAlbumCoverChosen: (data, _event, manager) =>
      manager.update(MemoryAlbumRow, { id: data.albumId }, { coverMediaItemId: data.mediaItemId }),
    // A viewing reported late, earlier than the one kept, leaves the later one.
    MemoryAlbumViewed: (data, _event, manager) => {
      const viewedAt = new Date(data.viewedAt);
      return manager.update(
        MemoryAlbumRow,
        [
          { id: data.albumId, lastViewedAt: IsNull() },
          { id: data.albumId, lastViewedAt: LessThan(viewedAt) },
        ],
        { lastViewedAt: viewedAt },
      );
    },
    MemoryAlbumDeleted: async (data, _event, manager) => {
      await manager.delete(MemoryAlbumItemRow, { albumId: data.albumId });
      await manager.delete(MemoryAlbumRow, { id: data.albumId });
    },
  };
}
