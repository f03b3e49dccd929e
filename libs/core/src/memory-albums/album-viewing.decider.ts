/** The viewing report's command and its pure `decide`: at most one event per album per window. */
import type { Decider } from '../decider.js';
import {
  evolveAlbumViewing,
  initialAlbumViewingState,
  isNewViewing,
  type AlbumViewedEvent,
  type AlbumViewingState,
} from './album-viewing.js';

export interface ReportAlbumViewedCommand {
  type: 'ReportAlbumViewed';
  albumId: number;
  residentId: number;
  kioskId: number;
  viewedAt: string;
  /** The album's last viewed time the read model holds (null: never), judged with the stream's own. */
  lastViewedAt: string | null;
}

export function decideAlbumViewing(
  command: ReportAlbumViewedCommand,
  state: AlbumViewingState,
): AlbumViewedEvent[] {
  if (
    !isNewViewing(command.viewedAt, state.lastViewedAt) ||
    !isNewViewing(command.viewedAt, command.lastViewedAt)
  )
    return [];
  const { albumId, residentId, kioskId, viewedAt } = command;
  return [{ type: 'MemoryAlbumViewed', data: { albumId, residentId, kioskId, viewedAt } }];
}

/** An album's viewings stream's decider, for the engine (`AggregateStore.handle`). */
export const albumViewingDecider: Decider<ReportAlbumViewedCommand, AlbumViewedEvent, AlbumViewingState> = {
  initialState: initialAlbumViewingState,
  evolve: evolveAlbumViewing,
  decide: decideAlbumViewing,
};
