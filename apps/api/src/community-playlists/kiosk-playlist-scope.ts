import { Injectable } from '@nestjs/common';
import { DomainError, type AlbumMediaFact, type Profile } from '@ambient/core';
import { KiosksReader } from '../kiosks/index.js';
import { MediaLibraries } from '../media/index.js';
import type { PlaylistScope } from '../playlists/index.js';
import { KioskPlaylistsReader } from './kiosk-playlists.reader.js';

/**
 * Who may do what with Community Playlists (decision 0053): whoever may see the kiosk (its kiosk
 * managers, the domain managers of its facility, admins). A playlist, an item or a kiosk outside
 * the caller's scope answers as a missing one (decision 0020); a media item the caller may not
 * read is told to the decider as a missing one.
 */
@Injectable()
export class KioskPlaylistScope implements PlaylistScope {
  constructor(
    private readonly playlists: KioskPlaylistsReader,
    private readonly kiosks: KiosksReader,
    private readonly libraries: MediaLibraries,
  ) {}

  /** The kiosk (a playlist's owner), when the caller may see it; 404 otherwise. */
  async owner(profile: Profile, kioskId: number): Promise<number> {
    if ((await this.kiosks.visibility(profile, kioskId)) !== 'visible')
      throw new DomainError('kiosk.notFound', {}, 404, 1);
    return kioskId;
  }

  /** The playlist's kiosk, when the caller may see it; 404 otherwise. */
  async playlist(profile: Profile, playlistId: number): Promise<number> {
    const kioskId = await this.playlists.kioskOf(playlistId);
    if (kioskId === null || (await this.kiosks.visibility(profile, kioskId)) !== 'visible')
      throw kioskPlaylistNotFound();
    return kioskId;
  }

  /** Each item's playlist, when the caller may see them all; 404 otherwise. */
  async items(
    profile: Profile,
    itemIds: readonly number[],
  ): Promise<Array<{ playlistId: number; itemIds: number[]; mediaItemIds: number[] }>> {
    const places = await this.playlists.placesOf(itemIds);
    const byPlaylist = new Map<number, { itemIds: number[]; mediaItemIds: number[] }>();
    const kiosks = new Set<number>();
    for (const itemId of new Set(itemIds)) {
      const place = places.get(itemId);
      if (!place) throw itemNotFound();
      kiosks.add(place.kioskId);
      const removal = byPlaylist.get(place.playlistId) ?? { itemIds: [], mediaItemIds: [] };
      removal.itemIds.push(itemId);
      removal.mediaItemIds.push(place.mediaItemId);
      byPlaylist.set(place.playlistId, removal);
    }
    for (const kioskId of kiosks)
      if ((await this.kiosks.visibility(profile, kioskId)) !== 'visible') throw itemNotFound();
    return [...byPlaylist].map(([playlistId, removal]) => ({ playlistId, ...removal }));
  }

  /** What the caller may know of these media items: their library and kind, or nothing. */
  mediaFacts(profile: Profile, mediaItemIds: readonly number[]): Promise<AlbumMediaFact[]> {
    return this.libraries.readableFacts(profile, mediaItemIds);
  }
}

export const kioskPlaylistNotFound = (): DomainError => new DomainError('kioskPlaylist.notFound', {}, 404, 1);
const itemNotFound = (): DomainError => new DomainError('kioskPlaylist.itemNotFound', {}, 404, 1);
