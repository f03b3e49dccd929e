import type { KioskPlaylistEvent } from '@ambient/core';
import {
  EventProjection,
  ReadModelProjection,
  recordedAt,
  type ProjectionHandlers,
} from '@ambient/event-sourcing';
import { KioskPlaylistItemRow, KioskPlaylistRow } from './kiosk-playlist.row.js';

/** Projects the Community Playlists into `kiosk_playlists` and their items, with the events (decision 0053). */
@ReadModelProjection()
export class KioskPlaylistsProjection extends EventProjection<KioskPlaylistEvent> {
  readonly name = 'kiosk_playlists';
  readonly tables = ['kiosk_playlists', 'kiosk_playlist_items'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<KioskPlaylistEvent> = {
    KioskPlaylistCreated: (data, event, manager) =>
      manager.insert(KioskPlaylistRow, {
        id: data.playlistId,
        kioskId: data.kioskId,
        name: data.name,
        description: data.description,
        isActive: false,
        coverMediaItemId: null,
        createDate: recordedAt(event),
        updateBy: data.createdBy,
      }),
    KioskPlaylistEdited: (data, event, manager) =>
      manager.update(
        KioskPlaylistRow,
        { id: data.playlistId },
        { name: data.name, description: data.description, updateBy: event.metadata.userId ?? null },
      ),
    KioskPlaylistActivated: (data, event, manager) =>
      manager.update(
        KioskPlaylistRow,
        { id: data.playlistId },
        { isActive: true, updateBy: event.metadata.userId ?? null },
      ),
    KioskPlaylistDeactivated: (data, _event, manager) =>
      manager.update(KioskPlaylistRow, { id: data.playlistId }, { isActive: false }),
    KioskPlaylistItemsAdded: async (data, event, manager) => {
      await manager.insert(
        KioskPlaylistItemRow,
        data.items.map((item) => ({
          id: item.itemId,
          playlistId: data.playlistId,
          mediaItemId: item.mediaItemId,
          addDate: recordedAt(event),
        })),
      );
    },
    KioskPlaylistItemsRemoved: async (data, _event, manager) => {
      await manager.delete(
        KioskPlaylistItemRow,
        data.items.map((item) => ({ id: item.itemId })),
      );
    },
    KioskPlaylistCoverChosen: (data, _event, manager) =>
      manager.update(KioskPlaylistRow, { id: data.playlistId }, { coverMediaItemId: data.mediaItemId }),
    KioskPlaylistDeleted: async (data, _event, manager) => {
      await manager.delete(KioskPlaylistItemRow, { playlistId: data.playlistId });
      await manager.delete(KioskPlaylistRow, { id: data.playlistId });
    },
  };
}
