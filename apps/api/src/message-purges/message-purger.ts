import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  DomainError,
  MESSAGE_PURGE_BATCH,
  messagePurgeCutoff,
  messagePurgeDecider,
  messagePurgeStream,
  purgeRemovesMedia,
  type MessageAccess,
  type MessagePurgeDetailFact,
  type MessagePurgeOutcome,
} from '@ambient/core';
import { AggregateStore, systemContext, type CommandContext } from '@ambient/event-sourcing';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IdAllocator } from '../database/id-allocator.js';
import { MediaCommandMessage, MediaHolds } from '../media/index.js';
import { MessageCommandMessage } from '../messages/index.js';
import { MessagePurgesReader, type DueMessage } from './message-purges.reader.js';

/** The purge deletes a message as the system, which sees every resident. */
const PURGE_ACCESS: MessageAccess = {
  userId: null,
  seesResident: true,
  isContact: false,
  isResidentKiosk: false,
};

/**
 * Purges the messages older than the retention period (decision 0070): each message is deleted
 * through the messages slice, then the media only it held in its resident's library through the
 * media slice (which keeps what another message still holds), and the purge is recorded in its
 * own stream with what became of each message.
 */
@Injectable()
export class MessagePurger {
  private readonly logger = new Logger('MessagePurges');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reader: MessagePurgesReader,
    private readonly commands: CommandBus,
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly holds: MediaHolds,
  ) {}

  /** Purges what is due at `at`, records it, and answers the purge's id. */
  async purge(at: Date): Promise<number> {
    const { retentionDays } = this.config.messagePurge;
    const cutoff = messagePurgeCutoff(at, retentionDays);
    const context = systemContext(undefined, at);
    const details: MessagePurgeDetailFact[] = [];
    for (const message of await this.reader.due(cutoff, MESSAGE_PURGE_BATCH)) {
      const detail = await this.purgeOne(message, context);
      if (detail) details.push(detail);
    }
    const purgeId = await this.ids.next('message_purge');
    await this.aggregates.handle(
      messagePurgeStream(purgeId),
      messagePurgeDecider,
      {
        type: 'RecordMessagePurge',
        purgeId,
        at: at.toISOString(),
        cutoff: cutoff.toISOString(),
        retentionDays,
        details,
      },
      context,
    );
    return purgeId;
  }

  /** Deletes one message and its media; null when it was deleted by someone else meanwhile. */
  private async purgeOne(
    message: DueMessage,
    context: CommandContext,
  ): Promise<MessagePurgeDetailFact | null> {
    let outcome: MessagePurgeOutcome = 'purged';
    let mediaKept = 0;
    try {
      await this.commands.execute(
        new MessageCommandMessage(
          { type: 'DeleteMessage', messageId: message.messageId, access: PURGE_ACCESS },
          context,
        ),
      );
    } catch (error) {
      if (error instanceof DomainError && error.key === 'message.notFound') return null;
      this.logger.warn(`Message ${message.messageId} was not purged: ${String(error)}`);
      outcome = 'messageFailed';
    }
    if (outcome === 'purged') {
      let shared = 0;
      let held = 0;
      let failed = false;
      for (const media of message.media) {
        // An item deleted before is gone already.
        if (media.container === null) continue;
        if (!purgeRemovesMedia(message.residentId, media.container)) {
          shared += 1;
          continue;
        }
        // An item another message holds or an album shows stays: families keep their pictures.
        if ((await this.holds.inUseOf([media.mediaItemId])).has(media.mediaItemId)) {
          held += 1;
          continue;
        }
        try {
          await this.commands.execute(
            new MediaCommandMessage({ type: 'DeleteMediaItems', mediaItemIds: [media.mediaItemId] }, context),
          );
        } catch (error) {
          if (error instanceof DomainError && error.key === 'media.heldByMessage') held += 1;
          else if (!(error instanceof DomainError && error.key === 'media.notFound')) {
            this.logger.warn(`Media item ${media.mediaItemId} was not purged: ${String(error)}`);
            failed = true;
          }
        }
      }
      outcome = failed ? 'mediaFailed' : held > 0 ? 'mediaHeld' : shared > 0 ? 'sharedMediaKept' : 'purged';
      mediaKept = held > 0 ? held : shared;
    }
    return {
      detailId: await this.ids.next('message_purge_detail'),
      messageId: message.messageId,
      residentId: message.residentId,
      userId: message.userId,
      kioskId: message.kioskId,
      messageTypeId: message.messageTypeId,
      kind: message.kind,
      lastOpened: message.firstOpened,
      subject: message.subject,
      blobName: message.title || (message.media[0]?.title ?? ''),
      outcome,
      mediaKept,
    };
  }
}
