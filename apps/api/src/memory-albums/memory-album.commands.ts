import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  albumViewingDecider,
  albumViewingStream,
  decideMemoryAlbum,
  initialMemoryAlbumState,
  memoryAlbumDecider,
  memoryAlbumStream,
  type AlbumMediaFact,
  type AlbumTexts,
  type ReportAlbumViewedCommand,
} from '@ambient/core';
import { AggregateStore, type UnitOfWork } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';

/**
 * The commands of the albums slice: what the sender knows; the handler allocates the ids. The
 * media facts (library and kind of each media item the caller may read) are gathered by the
 * sender, which has judged the caller's right to the album's resident.
 */
export type AlbumSliceCommand =
  | ({ type: 'CreateMemoryAlbum'; residentId: number } & AlbumTexts)
  | ({ type: 'EditMemoryAlbum'; albumId: number } & AlbumTexts)
  | { type: 'AddAlbumItems'; albumId: number; media: AlbumMediaFact[] }
  /** Each album's items, and the media they show: the playlist log names them (decision 0082). */
  | {
      type: 'RemoveAlbumItems';
      removals: Array<{ albumId: number; itemIds: number[]; mediaItemIds: number[] }>;
    }
  | { type: 'ChooseAlbumCover'; albumId: number; media: AlbumMediaFact }
  | { type: 'DeleteMemoryAlbum'; albumId: number }
  | ReportAlbumViewedCommand;

interface AlbumResults {
  CreateMemoryAlbum: number;
  EditMemoryAlbum: void;
  AddAlbumItems: number[];
  RemoveAlbumItems: number[];
  ChooseAlbumCover: void;
  DeleteMemoryAlbum: void;
  /** Whether the viewing was recorded (a report within the window records nothing). */
  ReportAlbumViewed: boolean;
}

/** Deletes these albums of an erased resident in the erasure's unit of work (decision 0061). */
export async function eraseResidentAlbums(unit: UnitOfWork, albumIds: readonly number[]): Promise<void> {
  for (const albumId of albumIds) {
    const stream = memoryAlbumStream(albumId);
    const state = await unit.load(stream, memoryAlbumDecider);
    if (!state.deleted) unit.append(stream, decideMemoryAlbum({ type: 'DeleteMemoryAlbum' }, state));
  }
}

export class AlbumCommandMessage<C extends AlbumSliceCommand = AlbumSliceCommand> extends CommandMessage<
  C,
  AlbumResults
> {}

/** Memory Albums (decision 0042): one stream per album; removals from several albums are one append. */
@CommandHandler(AlbumCommandMessage)
export class AlbumCommandHandler implements ICommandHandler<AlbumCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ command, context }: AlbumCommandMessage): Promise<AlbumResults[keyof AlbumResults]> {
    switch (command.type) {
      case 'CreateMemoryAlbum': {
        const { type: _type, ...album } = command;
        // The rules that need no id are judged before one is taken.
        decideMemoryAlbum(
          { type: 'CreateMemoryAlbum', albumId: 0, createdBy: null, ...album },
          initialMemoryAlbumState,
        );
        const albumId = await this.ids.next('memory_album');
        await this.aggregates.handle(
          memoryAlbumStream(albumId),
          memoryAlbumDecider,
          { type: 'CreateMemoryAlbum', albumId, createdBy: context.userId, ...album },
          context,
        );
        return albumId;
      }
      case 'EditMemoryAlbum': {
        const { type, albumId, ...texts } = command;
        await this.aggregates.handle(
          memoryAlbumStream(albumId),
          memoryAlbumDecider,
          { type, ...texts },
          context,
        );
        return;
      }
      case 'AddAlbumItems': {
        const items: Array<AlbumMediaFact & { itemId: number }> = [];
        for (const media of command.media)
          items.push({ ...media, itemId: await this.ids.next('album_item') });
        const { events } = await this.aggregates.handle(
          memoryAlbumStream(command.albumId),
          memoryAlbumDecider,
          { type: 'AddAlbumItems', items },
          context,
        );
        return events.flatMap((event) =>
          event.type === 'MemoryAlbumItemsAdded' ? event.data.items.map((item) => item.itemId) : [],
        );
      }
      case 'RemoveAlbumItems':
        return this.aggregates.transact(context, 'RemoveAlbumItems', async (unit) => {
          const removed: number[] = [];
          for (const { albumId, itemIds } of command.removals) {
            const stream = memoryAlbumStream(albumId);
            const state = await unit.load(stream, memoryAlbumDecider);
            unit.append(stream, decideMemoryAlbum({ type: 'RemoveAlbumItems', itemIds }, state));
            removed.push(...itemIds);
          }
          return removed;
        });
      case 'ChooseAlbumCover':
        await this.aggregates.handle(
          memoryAlbumStream(command.albumId),
          memoryAlbumDecider,
          { type: 'ChooseAlbumCover', media: command.media },
          context,
        );
        return;
      case 'DeleteMemoryAlbum':
        await this.aggregates.handle(
          memoryAlbumStream(command.albumId),
          memoryAlbumDecider,
          { type: 'DeleteMemoryAlbum' },
          context,
        );
        return;
      case 'ReportAlbumViewed': {
        const { events } = await this.aggregates.handle(
          albumViewingStream(command.albumId, command.viewedAt),
          albumViewingDecider,
          command,
          context,
        );
        return events.length > 0;
      }
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }
}
