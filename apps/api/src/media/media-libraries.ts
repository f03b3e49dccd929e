import { Injectable } from '@nestjs/common';
import {
  DomainError,
  FunctionalRole,
  containerOwner,
  kioskContainer,
  residentContainer,
  type MediaKind,
  type Profile,
} from '@ambient/core';
import type { Visibility } from '../common/visibility.js';
import { KiosksReader } from '../kiosks/index.js';
import { ResidentsReader } from '../residents/index.js';
import { MediaItemsReader } from './media-items.reader.js';

/** The shared Genie libraries (spec 03 §2.1), named in paths and forms. */
export const SHARED_LIBRARIES = ['public', 'manuals', 'promotional'] as const;
export type SharedLibrary = (typeof SHARED_LIBRARIES)[number];

/** A library as a caller names it: a resident's, a kiosk's, or a shared one. */
export type LibraryRef = { residentId: number } | { kioskId: number } | { library: SharedLibrary };

export const containerOfRef = (ref: LibraryRef): string =>
  'residentId' in ref
    ? residentContainer(ref.residentId)
    : 'kioskId' in ref
      ? kioskContainer(ref.kioskId)
      : ref.library;

/**
 * Who reaches which library (decision 0039): a resident's library whoever may see the resident (a
 * family facilitator theirs, a kiosk manager their kiosks' residents, a domain manager their
 * domains'); a kiosk's library whoever may see the kiosk; the shared libraries every member of
 * staff reads and admins alone change. Virtual visitors reach none. A library outside the
 * caller's scope answers as one that does not exist (decision 0020).
 */
@Injectable()
export class MediaLibraries {
  constructor(
    private readonly residents: ResidentsReader,
    private readonly kiosks: KiosksReader,
    private readonly items: MediaItemsReader,
  ) {}

  /**
   * What the caller may know of these media items, in order: their library and kind, or nothing
   * (null library and kind) for one that does not exist or lies in a library they may not read.
   * The deciders that take media (albums, messages) judge these facts.
   */
  async readableFacts(
    profile: Profile,
    mediaItemIds: readonly number[],
  ): Promise<Array<{ mediaItemId: number; container: string | null; kind: MediaKind | null }>> {
    const items = await this.items.itemsOf(mediaItemIds);
    const facts = [];
    for (const mediaItemId of mediaItemIds) {
      const item = items.get(mediaItemId);
      facts.push(
        item && (await this.may(profile, item.containerName, 'read'))
          ? { mediaItemId, container: item.containerName, kind: item.kind }
          : { mediaItemId, container: null, kind: null },
      );
    }
    return facts;
  }

  /** The container of a library the caller may read; 404 (or 403 for a visitor) otherwise. */
  async readable(profile: Profile, ref: LibraryRef): Promise<string> {
    const container = containerOfRef(ref);
    await this.require(profile, container, 'read');
    return container;
  }

  /** The container of a library the caller may change; 404 or 403 otherwise. */
  async writable(profile: Profile, ref: LibraryRef): Promise<string> {
    const container = containerOfRef(ref);
    await this.require(profile, container, 'write');
    return container;
  }

  /** Whether the caller may read (or change) the library `container`. */
  async may(profile: Profile, container: string, access: 'read' | 'write'): Promise<boolean> {
    return (await this.visibility(profile, container, access)) === 'visible';
  }

  /** Refuses a caller who may not read (or change) the library `container`. */
  async require(profile: Profile, container: string, access: 'read' | 'write'): Promise<void> {
    const visibility = await this.visibility(profile, container, access);
    if (visibility === 'forbidden') throw new DomainError('error.forbidden', {}, 403, 1);
    if (visibility === 'missing') throw new DomainError('media.libraryInvalid', {}, 404, 1);
  }

  private async visibility(
    profile: Profile,
    container: string,
    access: 'read' | 'write',
  ): Promise<Visibility> {
    if (profile.functionalRole === FunctionalRole.Guest) return 'forbidden';
    const owner = containerOwner(container);
    if (owner === null) return 'missing';
    const isAdmin = profile.functionalRole === FunctionalRole.Admin;
    switch (owner.kind) {
      case 'shared':
        return access === 'read' || isAdmin ? 'visible' : 'forbidden';
      case 'resident':
        return hidden(await this.residents.visibility(profile, owner.id));
      case 'kiosk':
        return hidden(await this.kiosks.visibility(profile, owner.id));
      default: {
        const exhaustive: never = owner;
        return exhaustive;
      }
    }
  }
}

/** Someone else's resident or kiosk answers as a missing one: ids cannot be probed. */
const hidden = (visibility: Visibility): Visibility => (visibility === 'visible' ? 'visible' : 'missing');
