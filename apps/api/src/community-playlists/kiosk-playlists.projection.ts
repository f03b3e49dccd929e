import type { KioskPlaylistEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { PlaylistRows } from '../playlists/index.js';
import { KioskPlaylistItemRow, KioskPlaylistRow } from './kiosk-playlist.row.js';

const rows = new PlaylistRows({
  playlist: KioskPlaylistRow,
  entry: KioskPlaylistItemRow,
  entryOwner: 'playlistId',
});

/** Projects the Community Playlists into `kiosk_playlists` and their items, with the events (decision 0053). */
@ReadModelProjection()
export class KioskPlaylistsProjection extends EventProjection<KioskPlaylistEvent> {
  readonly name = 'kiosk_playlists';
  readonly tables = ['kiosk_playlists', 'kiosk_playlist_items'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<KioskPlaylistEvent> = {
    KioskPlaylistCreated: (data, event, manager) =>
      rows.created(
        manager,
        {
          id: data.playlistId,
          kioskId: data.kioskId,
          name: data.name,
          description: data.description,
          isActive: false,
          coverMediaItemId: null,
        },
        event,
        data.createdBy,
      ),
    KioskPlaylistEdited: (data, event, manager) =>
      rows.edited(manager, data.playlistId, { name: data.name, description: data.description }, event),
    KioskPlaylistActivated: (data, event, manager) => rows.activated(manager, data.playlistId, event),
    KioskPlaylistDeactivated: (data, _event, manager) => rows.deactivated(manager, data.playlistId),
    KioskPlaylistItemsAdded: (data, event, manager) =>
      rows.added(
        manager,
        data.playlistId,
        data.items.map((item) => ({ id: item.itemId, mediaItemId: item.mediaItemId })),
        event,
      ),
    KioskPlaylistItemsRemoved: (data, _event, manager) =>
      rows.removed(
        manager,
        data.items.map((item) => item.itemId),
      ),
    KioskPlaylistCoverChosen: (data, _event, manager) =>
      rows.cover(manager, data.playlistId, data.mediaItemId),
    KioskPlaylistDeleted: (data, _event, manager) => rows.deleted(manager, data.playlistId),
  };
}
