import { Inject, Injectable } from '@nestjs/common';
import {
  decideKioskEmail,
  evolveKioskEmail,
  kioskContainer,
  kioskEmailDecider,
  kioskEmailStream,
  mediaItemStream,
} from '@ambient/core';
import { EVENT_STORE, type EventStore, type UnitOfWork } from '@ambient/event-sourcing';
import { MediaErasure, MediaItemsReader } from '../media/index.js';
import type { AfterErasure } from '../privacy/index.js';
import { KioskEmailsReader } from './kiosk-emails.reader.js';

/**
 * What an erasure takes of a resident's Geniegrams (decisions 0061, 0066, 0102), in the erasure's
 * unit of work: her copy of each; a Geniegram left with no copy is gone, and with it what its own
 * send uploaded into the kiosk's library (the photo a family sent her), unless another Geniegram
 * that still reaches someone shows it. Media picked from a library stay: they were the library's
 * before the Geniegram showed them. The files go once the erasure is committed.
 */
@Injectable()
export class KioskEmailErasure {
  constructor(
    private readonly reader: KioskEmailsReader,
    private readonly media: MediaErasure,
    private readonly items: MediaItemsReader,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async eraseResident(unit: UnitOfWork, residentId: number): Promise<AfterErasure[]> {
    const gone: number[] = [];
    for (const kioskEmailId of await this.reader.idsOfResident(residentId)) {
      const stream = kioskEmailStream(kioskEmailId);
      const state = await unit.load(stream, kioskEmailDecider);
      const events = decideKioskEmail({ type: 'EraseKioskEmailCopy', residentId }, state);
      unit.append(stream, events);
      if (events.length > 0 && events.reduce(evolveKioskEmail, state).residentIds.length === 0)
        gone.push(kioskEmailId);
    }
    if (gone.length === 0) return [];
    const uploads = await this.uploadsOf(gone);
    const shown = await this.reader.heldMedia(uploads, gone);
    return this.media.eraseItems(
      unit,
      uploads.filter((id) => !shown.has(id)),
    );
  }

  /**
   * The attachments of these Geniegrams that their own send uploaded: media items of the kiosk's
   * library added by the request that sent the Geniegram (the same correlation and caller), as
   * the log records them.
   */
  private async uploadsOf(kioskEmailIds: readonly number[]): Promise<number[]> {
    const attachments = await this.reader.attachmentsOf(kioskEmailIds);
    const containers = await this.items.containersOf(attachments.map((each) => each.mediaItemId));
    const uploads: number[] = [];
    const sentBy = new Map<number, { correlationId: string; userId: string | null } | null>();
    for (const { kioskEmailId, kioskId, mediaItemId } of attachments) {
      if (containers.get(mediaItemId) !== kioskContainer(kioskId)) continue;
      if (!sentBy.has(kioskEmailId))
        sentBy.set(kioskEmailId, await this.firstOf(kioskEmailStream(kioskEmailId)));
      const sent = sentBy.get(kioskEmailId);
      const added = await this.firstOf(mediaItemStream(mediaItemId));
      if (sent && added && added.correlationId === sent.correlationId && added.userId === sent.userId)
        uploads.push(mediaItemId);
    }
    return uploads;
  }

  /** Who recorded a stream's first event, and under which correlation. */
  private async firstOf(streamId: string): Promise<{ correlationId: string; userId: string | null } | null> {
    const [first] = await this.store.readStream(streamId);
    return first ? { correlationId: first.metadata.correlationId, userId: first.metadata.userId } : null;
  }
}
