import { Injectable } from '@nestjs/common';
import { DomainError, type AlbumMediaFact, type Profile } from '@ambient/core';
import { MediaLibraries } from '../media/index.js';
import type { PlaylistScope } from '../playlists/index.js';
import { ResidentsReader } from '../residents/index.js';
import { MemoryAlbumsReader } from './memory-albums.reader.js';

/**
 * Who may do what with albums (decision 0042): whoever may see the resident. An album or a
 * resident outside the caller's scope answers as a missing one (decision 0020); a media item the
 * caller may not read is told to the decider as a missing one.
 */
@Injectable()
export class AlbumScope implements PlaylistScope {
  constructor(
    private readonly albums: MemoryAlbumsReader,
    private readonly residents: ResidentsReader,
    private readonly libraries: MediaLibraries,
  ) {}

  /** The resident (an album's owner), when the caller may see them; 404 otherwise. */
  async owner(profile: Profile, residentId: number): Promise<number> {
    if ((await this.residents.visibility(profile, residentId)) !== 'visible')
      throw new DomainError('resident.notFound', {}, 404, 1);
    return residentId;
  }

  /** The album's resident, when the caller may see them; 404 otherwise. */
  async playlist(profile: Profile, albumId: number): Promise<number> {
    const residentId = await this.albums.residentOf(albumId);
    if (residentId === null || (await this.residents.visibility(profile, residentId)) !== 'visible')
      throw albumNotFound();
    return residentId;
  }

  /** Each album item's album and media item, when the caller may see them all; 404 otherwise. */
  async items(
    profile: Profile,
    itemIds: readonly number[],
  ): Promise<Array<{ albumId: number; itemIds: number[]; mediaItemIds: number[] }>> {
    const places = await this.albums.placesOf(itemIds);
    const byAlbum = new Map<number, { itemIds: number[]; mediaItemIds: number[] }>();
    const residents = new Set<number>();
    for (const itemId of new Set(itemIds)) {
      const place = places.get(itemId);
      if (!place) throw new DomainError('album.itemNotFound', {}, 404, 1);
      residents.add(place.residentId);
      const removal = byAlbum.get(place.albumId) ?? { itemIds: [], mediaItemIds: [] };
      removal.itemIds.push(itemId);
      removal.mediaItemIds.push(place.mediaItemId);
      byAlbum.set(place.albumId, removal);
    }
    for (const residentId of residents)
      if ((await this.residents.visibility(profile, residentId)) !== 'visible')
        throw new DomainError('album.itemNotFound', {}, 404, 1);
    return [...byAlbum].map(([albumId, removal]) => ({ albumId, ...removal }));
  }

  /** What the caller may know of these media items: their library and kind, or nothing. */
  mediaFacts(profile: Profile, mediaItemIds: readonly number[]): Promise<AlbumMediaFact[]> {
    return this.libraries.readableFacts(profile, mediaItemIds);
  }
}

export const albumNotFound = (): DomainError => new DomainError('album.notFound', {}, 404, 1);
