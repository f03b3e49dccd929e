import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  DomainError,
  blobKey,
  decideMediaItem,
  defaultMediaTitle,
  initialMediaItemState,
  mediaItemDecider,
  mediaItemStream,
  type KioskFolder,
  type MediaItemCommand,
  type MediaItemFile,
  type MediaKind,
  type MediaUploadMetadata,
} from '@ambient/core';
import { AggregateStore, type CommandContext } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { JobQueue } from '../jobs/index.js';
import { BlobStore } from '../storage/index.js';
import { MediaHolds } from './media-holds.js';
import { MediaInspector } from './media-inspector.js';
import { MediaItemsReader } from './media-items.reader.js';
import { forgetItemFiles } from './media-files.js';

/** A multipart file as multer left it on the data volume. */
export interface ReceivedMedia {
  originalname: string;
  size: number;
  path: string;
}

/** One file of an upload: the item made of it, or why it was refused. */
export interface UploadOutcome {
  fileName: string;
  mediaItemId: number | null;
  refusal: DomainError | null;
}

/** The commands of the media slice: what the sender knows; the handler gathers the facts. */
export type MediaSliceCommand =
  | {
      type: 'UploadMedia';
      container: string;
      kind: MediaKind;
      /** An Abby file's media path type; null for a Genie item. */
      pathTypeId: number | null;
      files: ReceivedMedia[];
      metadata: MediaUploadMetadata[];
    }
  | {
      type: 'EditMediaItem';
      mediaItemId: number;
      title: string;
      description: string;
      kioskFolder: KioskFolder | null;
    }
  | { type: 'DeleteMediaItems'; mediaItemIds: number[] }
  | { type: 'RecordMediaProcessed'; processed: ProcessedFile[] }
  | { type: 'RecordMediaProcessingFailed'; key: string; error: string };

/** What a worker made of the file stored under `key` (of the item `mediaItemId`, when named). */
export interface ProcessedFile {
  key: string;
  mediaItemId?: number;
  playableKey: string | null;
  thumbnail: boolean;
}

interface MediaResults {
  UploadMedia: UploadOutcome[];
  EditMediaItem: void;
  DeleteMediaItems: number[];
  /** The keys whose named item is deleted: what was made for them is to be removed. */
  RecordMediaProcessed: string[];
  RecordMediaProcessingFailed: void;
}

export class MediaCommandMessage<C extends MediaSliceCommand = MediaSliceCommand> extends CommandMessage<
  C,
  MediaResults
> {}

/** The job that makes an item of this kind ready, if any (audio needs none). */
export function processingJobOf(kind: MediaKind): 'media.thumbnail' | 'media.transcode' | null {
  return kind === 'image' ? 'media.thumbnail' : kind === 'video' ? 'media.transcode' : null;
}

/** A job's id: one per stored file, so a retried upload or a restart never runs it twice. */
export const processingJobId = (job: 'media.thumbnail' | 'media.transcode', key: string): string =>
  `${job === 'media.thumbnail' ? 'thumbnail' : 'transcode'}|${key}`;

/**
 * The Genie media items (decision 0039). Callers have checked the caller's right to the library
 * (the item's library never changes, so the state a command produces is in the same library).
 * Each uploaded file is judged by its content, kept in the store, then recorded; a refused file
 * leaves nothing behind. Deletes of several items are one append; their files go afterwards.
 */
@CommandHandler(MediaCommandMessage)
export class MediaCommandHandler implements ICommandHandler<MediaCommandMessage> {
  private readonly logger = new Logger('Media');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly inspector: MediaInspector,
    private readonly store: BlobStore,
    private readonly jobs: JobQueue,
    private readonly reader: MediaItemsReader,
    private readonly holds: MediaHolds,
  ) {}

  async execute({ command, context }: MediaCommandMessage): Promise<MediaResults[keyof MediaResults]> {
    switch (command.type) {
      case 'UploadMedia':
        return this.upload(command, context);
      case 'EditMediaItem':
        await this.aggregates.handle(
          mediaItemStream(command.mediaItemId),
          mediaItemDecider,
          {
            type: 'EditMediaItem',
            title: command.title,
            description: command.description,
            kioskFolder: command.kioskFolder,
          },
          context,
        );
        return;
      case 'DeleteMediaItems':
        return this.remove(command.mediaItemIds, context);
      case 'RecordMediaProcessed':
        return this.recordProcessed(command.processed, context);
      case 'RecordMediaProcessingFailed':
        return this.recordOnItem(
          command.key,
          { type: 'RecordMediaProcessingFailed', error: command.error },
          context,
        );
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }

  private async upload(
    command: Extract<MediaSliceCommand, { type: 'UploadMedia' }>,
    context: CommandContext,
  ): Promise<UploadOutcome[]> {
    const outcomes: UploadOutcome[] = [];
    for (const [index, file] of command.files.entries()) {
      try {
        const mediaItemId = await this.addOne(command, file, command.metadata[index] ?? {}, context);
        outcomes.push({ fileName: file.originalname, mediaItemId, refusal: null });
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.push({ fileName: file.originalname, mediaItemId: null, refusal: error });
      } finally {
        await rm(file.path, { force: true });
      }
    }
    return outcomes;
  }

  /** Judges one file, keeps it under a random name in the library's container, records the item. */
  private async addOne(
    command: Extract<MediaSliceCommand, { type: 'UploadMedia' }>,
    file: ReceivedMedia,
    metadata: MediaUploadMetadata,
    context: CommandContext,
  ): Promise<number> {
    const adding = (
      mediaItemId: number,
      stored: MediaItemFile,
      duration: number | null,
    ): MediaItemCommand => ({
      type: 'AddMediaItem',
      mediaItemId,
      container: command.container,
      kind: command.kind,
      file: stored,
      duration,
      fileName: file.originalname,
      title: metadata.title ?? defaultMediaTitle(file.originalname),
      description: metadata.description ?? '',
      kioskFolder: metadata.kioskFolder ?? null,
      addedBy: context.userId,
      ...(command.pathTypeId === null ? {} : { pathTypeId: command.pathTypeId }),
    });
    // The rules that need no file are judged before the file is read.
    decideMediaItem(adding(0, { key: '', contentType: '', size: file.size }, null), initialMediaItemState);
    const inspected = await this.inspector.inspect(command.kind, file.path);
    const key = blobKey(command.container, `${randomUUID()}.${inspected.extension}`);
    await this.store.keepFile(key, file.path, inspected.contentType);
    try {
      const mediaItemId = await this.ids.next('media_item');
      const stored = { key, contentType: inspected.contentType, size: file.size };
      await this.aggregates.handle(
        mediaItemStream(mediaItemId),
        mediaItemDecider,
        adding(mediaItemId, stored, inspected.duration),
        context,
      );
      await this.enqueue(command.kind, key, mediaItemId);
      return mediaItemId;
    } catch (error) {
      await this.store.remove(key).catch(() => undefined);
      throw error;
    }
  }

  /** Queues the job that makes a new item ready (pictures and videos). */
  async enqueue(kind: MediaKind, key: string, mediaItemId: number): Promise<void> {
    const job = processingJobOf(kind);
    if (job) await this.jobs.add(job, { key, mediaItemId }, processingJobId(job, key));
  }

  /** Deletes every item named, in one append (all or none), then their files. */
  private async remove(mediaItemIds: number[], context: CommandContext): Promise<number[]> {
    const ids = [...new Set(mediaItemIds)];
    // Media a message holds stays (spec 03 §3 isSelectable); nothing is deleted, nothing appended.
    const held = await this.holds.heldOf(ids);
    if (held.size > 0) throw new DomainError('media.heldByMessage', { count: held.size });
    const deleted = await this.aggregates.transact(context, 'DeleteMediaItems', async (unit) => {
      const found: Array<{ id: number; key: string; kind: MediaKind | null }> = [];
      for (const id of ids) {
        const stream = mediaItemStream(id);
        const state = await unit.load(stream, mediaItemDecider);
        unit.append(stream, decideMediaItem({ type: 'DeleteMediaItem' }, state));
        found.push({ id, key: state.key, kind: state.kind });
      }
      return found;
    });
    for (const item of deleted) await forgetItemFiles(this.store, this.logger, item);
    return ids;
  }

  /**
   * What the workers made of several files, on their items in one append (each item's stream at
   * the version read). A file whose item refuses the record (deleted meanwhile) records nothing
   * and takes nothing from the others; a file that names no item is looked up by key, and one no
   * item holds records nothing. Answers the keys whose named item is deleted, read in the same
   * transaction as the append (a deletion committed meanwhile makes it try again).
   */
  private async recordProcessed(
    processed: readonly ProcessedFile[],
    context: CommandContext,
  ): Promise<string[]> {
    const unnamed = processed.filter((file) => file.mediaItemId === undefined).map((file) => file.key);
    const ids = unnamed.length === 0 ? new Map<string, number>() : await this.reader.idsOfKeys(unnamed);
    return this.aggregates.transact(context, 'RecordMediaProcessed', async (unit) => {
      const gone: string[] = [];
      for (const { key, mediaItemId, playableKey, thumbnail } of processed) {
        const id = mediaItemId ?? ids.get(key);
        if (id === undefined) continue;
        const stream = mediaItemStream(id);
        const item = await unit.load(stream, mediaItemDecider);
        if (item.key !== key) continue;
        if (item.deleted) {
          if (mediaItemId !== undefined) gone.push(key);
          continue;
        }
        try {
          unit.append(
            stream,
            mediaItemDecider.decide({ type: 'RecordMediaProcessed', playableKey, thumbnail }, item),
          );
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
      return gone;
    });
  }

  private async recordOnItem(key: string, command: MediaItemCommand, context: CommandContext): Promise<void> {
    const mediaItemId = await this.reader.idOfKey(key);
    if (mediaItemId === null) return;
    await this.aggregates.handle(mediaItemStream(mediaItemId), mediaItemDecider, command, context);
  }
}
