import { IsNull, LessThan } from 'typeorm';
import type { AlbumViewedEvent, MemoryAlbumEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { PlaylistRows } from '../playlists/index.js';
import { MemoryAlbumItemRow, MemoryAlbumRow } from './memory-album.row.js';

const rows = new PlaylistRows({ playlist: MemoryAlbumRow, entry: MemoryAlbumItemRow, entryOwner: 'albumId' });

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
      rows.created(
        manager,
        {
          id: data.albumId,
          residentId: data.residentId,
          name: data.name,
          description: data.description,
          isSlideShow: data.isSlideShow,
          coverMediaItemId: null,
        },
        event,
        data.createdBy,
      ),
    MemoryAlbumEdited: (data, event, manager) =>
      rows.edited(
        manager,
        data.albumId,
        { name: data.name, description: data.description, isSlideShow: data.isSlideShow },
        event,
      ),
    MemoryAlbumItemsAdded: (data, event, manager) =>
      rows.added(
        manager,
        data.albumId,
        data.items.map((item) => ({ id: item.itemId, mediaItemId: item.mediaItemId })),
        event,
      ),
    MemoryAlbumItemsRemoved: (data, _event, manager) => rows.removed(manager, data.itemIds),
    MemoryAlbumCoverChosen: (data, _event, manager) => rows.cover(manager, data.albumId, data.mediaItemId),
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
    MemoryAlbumDeleted: (data, _event, manager) => rows.deleted(manager, data.albumId),
  };
}
