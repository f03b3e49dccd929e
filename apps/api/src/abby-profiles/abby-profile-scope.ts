import { Injectable } from '@nestjs/common';
import { DomainError, type AbbyProfileFileFact, type AbbyProfileOwner, type Profile } from '@ambient/core';
import { KiosksReader } from '../kiosks/index.js';
import { MediaLibraries } from '../media/index.js';
import { ResidentsReader } from '../residents/index.js';
import { AbbyProfilesReader } from './abby-profiles.reader.js';

/**
 * Who may read and change Abby profiles (decision 0075): a resident's, whoever may see the resident
 * (their family facilitators, the kiosk and domain managers of their kiosk, admins: those who
 * manage their Memory Albums); a kiosk's, whoever may see the kiosk (those who manage its Community
 * Playlists). A profile, a detail, a resident or a kiosk outside the caller's scope answers as a
 * missing one (decision 0020), and so does a profile asked under the other kind; a media file the
 * caller may not read is told to the decider as a missing one.
 */
@Injectable()
export class AbbyProfileScope {
  constructor(
    private readonly profiles: AbbyProfilesReader,
    private readonly residents: ResidentsReader,
    private readonly kiosks: KiosksReader,
    private readonly libraries: MediaLibraries,
  ) {}

  /** The owner, when the caller may see it; 404 otherwise. */
  async owner(profile: Profile, owner: AbbyProfileOwner): Promise<AbbyProfileOwner> {
    if (!(await this.sees(profile, owner)))
      throw new DomainError(owner.residentId !== null ? 'resident.notFound' : 'kiosk.notFound', {}, 404, 1);
    return owner;
  }

  /** The profile's owner, when it is of the kind asked and the caller may see its owner; 404 otherwise. */
  async profile(profile: Profile, profileId: number, isResident: boolean): Promise<AbbyProfileOwner> {
    const owner = await this.profiles.ownerOf(profileId);
    if (owner === null || (owner.residentId !== null) !== isResident || !(await this.sees(profile, owner)))
      throw abbyProfileNotFound();
    return owner;
  }

  /** Each detail's profile, when they are all of the kind asked and the caller may see their owners; 404 otherwise. */
  async details(
    profile: Profile,
    detailIds: readonly number[],
    isResident: boolean,
  ): Promise<Array<{ profileId: number; detailIds: number[]; mediaFileIds: number[] }>> {
    const places = await this.profiles.placesOf(detailIds);
    const byProfile = new Map<number, { detailIds: number[]; mediaFileIds: number[] }>();
    const owners: AbbyProfileOwner[] = [];
    for (const detailId of new Set(detailIds)) {
      const place = places.get(detailId);
      if (!place || (place.owner.residentId !== null) !== isResident) throw detailNotFound();
      const removal = byProfile.get(place.profileId);
      if (!removal) owners.push(place.owner);
      const next = removal ?? { detailIds: [], mediaFileIds: [] };
      next.detailIds.push(detailId);
      next.mediaFileIds.push(place.mediaFileId);
      byProfile.set(place.profileId, next);
    }
    for (const owner of owners) if (!(await this.sees(profile, owner))) throw detailNotFound();
    return [...byProfile].map(([profileId, removal]) => ({ profileId, ...removal }));
  }

  /** What the caller may know of these media files: their library and path type, or nothing. */
  async fileFacts(profile: Profile, mediaFileIds: readonly number[]): Promise<AbbyProfileFileFact[]> {
    const facts = await this.libraries.readableFacts(profile, mediaFileIds);
    const pathTypes = await this.profiles.pathTypesOf(mediaFileIds);
    return facts.map((fact) => ({
      mediaFileId: fact.mediaItemId,
      container: fact.container,
      pathTypeId: fact.container === null ? null : (pathTypes.get(fact.mediaItemId) ?? null),
    }));
  }

  private async sees(profile: Profile, owner: AbbyProfileOwner): Promise<boolean> {
    const visibility =
      owner.residentId !== null
        ? await this.residents.visibility(profile, owner.residentId)
        : await this.kiosks.visibility(profile, owner.kioskId);
    return visibility === 'visible';
  }
}

export const abbyProfileNotFound = (): DomainError => new DomainError('abbyProfile.notFound', {}, 404, 1);
const detailNotFound = (): DomainError => new DomainError('abbyProfile.detailNotFound', {}, 404, 1);
