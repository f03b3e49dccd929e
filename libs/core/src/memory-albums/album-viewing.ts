/**
 * Viewing reports (spec 03 §2.6 "last viewed", §3 "Media item" lastViewDate; decision 0076): a
 * Genie says it showed one of its residents' Memory Albums, and when. A kiosk shows albums all day,
 * so a report is recorded only when it moves the album's last viewed time on by the window or
 * more: at most one event per album per window, and never an earlier time than one recorded.
 */
import { DomainError } from '../errors.js';

export const AlbumViewingLimits = {
  /** Reports closer than this to the last recorded one record nothing. */
  windowMinutes: 15,
  /** How far ahead of the server's clock a kiosk's clock may be. */
  aheadSeconds: 60,
  /** How old a reported viewing may be: a kiosk offline longer keeps no older report. */
  maxAgeDays: 30,
} as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The viewings of one album on one day (UTC) of the viewing: a stream of at most one event per
 * window, so recording a report reads at most a day's reports whatever the album's age.
 */
export const albumViewingStream = (albumId: number, viewedAt: string): string =>
  `memory-album-viewings-${albumId}-${viewedAt.slice(0, 10)}`;

export interface AlbumViewedEvent {
  type: 'MemoryAlbumViewed';
  /** Ids and a time only: nothing personal. */
  data: { albumId: number; residentId: number; kioskId: number; viewedAt: string };
}

export interface AlbumViewingState {
  /** The latest viewing recorded in the stream, null when none. */
  lastViewedAt: string | null;
}

export const initialAlbumViewingState: AlbumViewingState = { lastViewedAt: null };

/** The reported time, as an ISO string, or a 400 when it is ahead of `now` or too old. */
export function reportedViewingTime(viewedAt: string | null | undefined, now: Date): string {
  if (viewedAt === null || viewedAt === undefined) return now.toISOString();
  const at = new Date(viewedAt);
  if (at.getTime() > now.getTime() + AlbumViewingLimits.aheadSeconds * 1000)
    throw new DomainError('album.viewedInFuture', {}, 400, 0);
  if (at.getTime() < now.getTime() - AlbumViewingLimits.maxAgeDays * DAY)
    throw new DomainError('album.viewedTooLongAgo', { days: AlbumViewingLimits.maxAgeDays }, 400, 0);
  return at.toISOString();
}

/** Whether a viewing at `viewedAt` moves a last viewed time of `last` on by the window or more. */
export function isNewViewing(viewedAt: string, last: string | null): boolean {
  if (last === null) return true;
  return new Date(viewedAt).getTime() >= new Date(last).getTime() + AlbumViewingLimits.windowMinutes * MINUTE;
}

export function evolveAlbumViewing(state: AlbumViewingState, event: AlbumViewedEvent): AlbumViewingState {
  const last = state.lastViewedAt;
  return { lastViewedAt: last === null || event.data.viewedAt > last ? event.data.viewedAt : last };
}
