import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  decideMediaItem,
  mediaItemDecider,
  mediaItemStream,
  residentContainer,
  type MediaKind,
} from '@ambient/core';
import type { UnitOfWork } from '@ambient/event-sourcing';
import { ErasureParticipants, type AfterErasure } from '../privacy/index.js';
import { BlobStore } from '../storage/index.js';
import { forgetItemFiles } from './media-files.js';
import { MediaItemsReader } from './media-items.reader.js';

/**
 * An erased resident's library goes with them (decision 0061): every item of it is deleted in the
 * erasure's append, whatever holds it (the messages and albums that hold it go in the same
 * append), and its files once that is committed. The slices above delete other items of hers
 * through `eraseItems` (a Geniegram's photo, kept in its kiosk's library, decision 0102).
 */
@Injectable()
export class MediaErasure implements OnModuleInit {
  private readonly logger = new Logger('Media');

  constructor(
    private readonly participants: ErasureParticipants,
    private readonly reader: MediaItemsReader,
    private readonly store: BlobStore,
  ) {}

  onModuleInit(): void {
    this.participants.register(async (unit, residentId) =>
      this.eraseItems(unit, await this.reader.idsIn(residentContainer(residentId))),
    );
  }

  /**
   * Deletes these items in the erasure's unit of work (an item already deleted is passed over);
   * answers the removal of their files (the upload, its thumbnail and playable copy), for once
   * the erasure is committed.
   */
  async eraseItems(unit: UnitOfWork, mediaItemIds: readonly number[]): Promise<AfterErasure[]> {
    const deleted: Array<{ id: number; key: string; kind: MediaKind | null }> = [];
    for (const id of new Set(mediaItemIds)) {
      const stream = mediaItemStream(id);
      const item = await unit.load(stream, mediaItemDecider);
      if (item.mediaItemId === null || item.deleted) continue;
      unit.append(stream, decideMediaItem({ type: 'DeleteMediaItem' }, item));
      deleted.push({ id, key: item.key, kind: item.kind });
    }
    return deleted.map((item) => () => forgetItemFiles(this.store, this.logger, item));
  }
}
