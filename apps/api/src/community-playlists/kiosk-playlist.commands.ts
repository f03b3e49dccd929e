import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  changesKioskContent,
  decideKioskPlaylist,
  evolveKioskPlaylist,
  initialKioskPlaylistState,
  kioskPlaylistDecider,
  kioskPlaylistStream,
  type AlbumMediaFact,
  type KioskPlaylistCommand,
  type KioskPlaylistEvent,
  type KioskPlaylistState,
  type KioskPlaylistTexts,
} from '@ambient/core';
import { AggregateStore, type CommandContext, type UnitOfWork } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { IdAllocator } from '../database/id-allocator.js';
import { DeviceCommands } from '../device-commands/index.js';
import { JobQueue } from '../jobs/index.js';
import { KioskPlaylistsReader } from './kiosk-playlists.reader.js';

/**
 * The commands of the kiosk playlists slice: what the sender knows, once it has judged the
 * caller's right to the kiosk. The handler gathers the rest (the kiosk's type, its active
 * playlist, the kinds of media each playlist holds) and allocates the ids.
 */
export type KioskPlaylistSliceCommand =
  | ({ type: 'CreateKioskPlaylist'; kioskId: number } & KioskPlaylistTexts)
  | ({ type: 'EditKioskPlaylist'; playlistId: number; activate: boolean } & KioskPlaylistTexts)
  | { type: 'AddKioskPlaylistItems'; playlistId: number; media: AlbumMediaFact[] }
  /** Each playlist's items, and the media they show: the playlist log names them (decision 0082). */
  | {
      type: 'RemoveKioskPlaylistItems';
      removals: Array<{ playlistId: number; itemIds: number[]; mediaItemIds: number[] }>;
    }
  | { type: 'ChooseKioskPlaylistCover'; playlistId: number; media: AlbumMediaFact }
  | { type: 'DeleteKioskPlaylist'; playlistId: number };

interface KioskPlaylistResults {
  CreateKioskPlaylist: number;
  EditKioskPlaylist: void;
  AddKioskPlaylistItems: number[];
  RemoveKioskPlaylistItems: number[];
  ChooseKioskPlaylistCover: void;
  DeleteKioskPlaylist: void;
}

export class KioskPlaylistCommandMessage<
  C extends KioskPlaylistSliceCommand = KioskPlaylistSliceCommand,
> extends CommandMessage<C, KioskPlaylistResults> {}

/**
 * Community Playlists (decision 0053): one stream per playlist. Activating one deactivates the
 * kiosk's active one in the same append. When the kiosk's active playlist changes (another one
 * activated, or the active one edited), the kiosk is told its content changed (decision 0055).
 */
@CommandHandler(KioskPlaylistCommandMessage)
export class KioskPlaylistCommandHandler implements ICommandHandler<KioskPlaylistCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly ids: IdAllocator,
    private readonly playlists: KioskPlaylistsReader,
    private readonly devices: DeviceCommands,
    private readonly jobs: JobQueue,
  ) {}

  async execute({
    command,
    context,
  }: KioskPlaylistCommandMessage): Promise<KioskPlaylistResults[keyof KioskPlaylistResults]> {
    switch (command.type) {
      case 'CreateKioskPlaylist': {
        const { type, kioskId, ...texts } = command;
        const create = {
          type,
          kioskId,
          kioskTypeId: (await this.playlists.kioskTypeOf(kioskId)) ?? 0,
          createdBy: context.userId,
          ...texts,
        };
        // The rules that need no id are judged before one is taken.
        decideKioskPlaylist({ ...create, playlistId: 0 }, initialKioskPlaylistState);
        const playlistId = await this.ids.next('kiosk_playlist');
        await this.aggregates.handle(
          kioskPlaylistStream(playlistId),
          kioskPlaylistDecider,
          { ...create, playlistId },
          context,
        );
        return playlistId;
      }
      case 'EditKioskPlaylist': {
        const { type, playlistId, activate, ...texts } = command;
        const changed = await this.aggregates.transact(context, type, async (unit) => {
          const state = await unit.load(kioskPlaylistStream(playlistId), kioskPlaylistDecider);
          const active = activate ? await this.playlists.activeOf(state.kioskId) : null;
          const replaces = active === playlistId ? null : active;
          const edit = {
            type,
            activate,
            replaces,
            items: await this.playlists.itemFacts(playlistId),
            ...texts,
          };
          const changes = this.decide(unit, playlistId, state, edit);
          if (replaces !== null && changes.some((event) => event.type === 'KioskPlaylistActivated')) {
            const previous = await unit.load(kioskPlaylistStream(replaces), kioskPlaylistDecider);
            this.decide(unit, replaces, previous, {
              type: 'DeactivateKioskPlaylist',
              replacedBy: playlistId,
            });
          }
          return this.changedKiosk(changes, state);
        });
        await this.tell(changed, context);
        return;
      }
      case 'AddKioskPlaylistItems': {
        const items: Array<AlbumMediaFact & { itemId: number }> = [];
        for (const media of command.media)
          items.push({ ...media, itemId: await this.ids.next('kiosk_playlist_item') });
        const { events, state } = await this.aggregates.handle(
          kioskPlaylistStream(command.playlistId),
          kioskPlaylistDecider,
          { type: 'AddKioskPlaylistItems', items },
          context,
        );
        await this.tell(changesKioskContent(events, state) ? [state.kioskId] : [], context);
        return events.flatMap((event) =>
          event.type === 'KioskPlaylistItemsAdded' ? event.data.items.map((item) => item.itemId) : [],
        );
      }
      case 'RemoveKioskPlaylistItems': {
        const removed: number[] = [];
        const changed = await this.aggregates.transact(context, command.type, async (unit) => {
          removed.length = 0;
          const kiosks: number[] = [];
          for (const { playlistId, itemIds } of command.removals) {
            const state = await unit.load(kioskPlaylistStream(playlistId), kioskPlaylistDecider);
            const items = await this.playlists.itemFacts(playlistId);
            const events = this.decide(unit, playlistId, state, { type: command.type, itemIds, items });
            kiosks.push(...this.changedKiosk(events, state));
            removed.push(...itemIds);
          }
          return kiosks;
        });
        await this.tell(changed, context);
        return removed;
      }
      case 'ChooseKioskPlaylistCover': {
        const { events, state } = await this.aggregates.handle(
          kioskPlaylistStream(command.playlistId),
          kioskPlaylistDecider,
          { type: 'ChooseKioskPlaylistCover', media: command.media },
          context,
        );
        await this.tell(changesKioskContent(events, state) ? [state.kioskId] : [], context);
        return;
      }
      case 'DeleteKioskPlaylist':
        await this.aggregates.handle(
          kioskPlaylistStream(command.playlistId),
          kioskPlaylistDecider,
          { type: 'DeleteKioskPlaylist' },
          context,
        );
        return;
      default: {
        const exhaustive: never = command;
        return exhaustive;
      }
    }
  }

  /** Decides on one stream of a unit of work and queues its events. */
  private decide(
    unit: UnitOfWork,
    playlistId: number,
    state: KioskPlaylistState,
    command: KioskPlaylistCommand,
  ): KioskPlaylistEvent[] {
    const events = decideKioskPlaylist(command, state);
    unit.append(kioskPlaylistStream(playlistId), events);
    return events;
  }

  /** The kiosk whose content these events change, if any. */
  private changedKiosk(events: KioskPlaylistEvent[], before: KioskPlaylistState): number[] {
    return changesKioskContent(events, events.reduce(evolveKioskPlaylist, before)) ? [before.kioskId] : [];
  }

  /**
   * Tells the kiosks, through the device gateway, that their content changed (decision 0055): a
   * job, tried again while the gateway does not answer. Its id is the change's, so a change is
   * told once however often it is queued. Without a gateway nothing is told.
   */
  private async tell(kioskIds: readonly number[], context: CommandContext): Promise<void> {
    if (kioskIds.length === 0 || !this.devices.enabled) return;
    const ids = [...new Set(kioskIds)].sort((a, b) => a - b);
    await this.jobs.add(
      'kioskPlaylists.contentChanged',
      { kioskIds: ids },
      `kiosk-content-${ids.join('-')}-${context.correlationId}`,
    );
  }
}
