import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import {
  albumViewingStream,
  decideAlbumViewing,
  evolveAlbumViewing,
  initialAlbumViewingState,
  reportedViewingTime,
  type ReportAlbumViewedCommand,
} from './album-viewing.js';

const report = (viewedAt: string, lastViewedAt: string | null = null): ReportAlbumViewedCommand => ({
  type: 'ReportAlbumViewed',
  albumId: 4,
  residentId: 12,
  kioskId: 7,
  viewedAt,
  lastViewedAt,
});

describe('viewing reports', () => {
  it('records the first viewing, with ids and the time only', () => {
    expect(decideAlbumViewing(report('2026-11-28T10:00:00.000Z'), initialAlbumViewingState)).toEqual([
      {
        type: 'MemoryAlbumViewed',
        data: { albumId: 4, residentId: 12, kioskId: 7, viewedAt: '2026-11-28T10:00:00.000Z' },
      },
    ]);
  });

  it('records at most one viewing per 15 minutes, and never an earlier one', () => {
    const state = decideAlbumViewing(report('2026-11-28T10:00:00.000Z'), initialAlbumViewingState).reduce(
      evolveAlbumViewing,
      initialAlbumViewingState,
    );
    expect(decideAlbumViewing(report('2026-11-28T10:14:59.000Z'), state)).toEqual([]);
    expect(decideAlbumViewing(report('2026-11-28T09:00:00.000Z'), state)).toEqual([]);
    expect(decideAlbumViewing(report('2026-11-28T10:15:00.000Z'), state)).toHaveLength(1);
    // The read model's last viewing counts too (a report of the day before's stream).
    expect(
      decideAlbumViewing(
        report('2026-11-29T00:05:00.000Z', '2026-11-28T23:55:00.000Z'),
        initialAlbumViewingState,
      ),
    ).toEqual([]);
  });

  it('keeps one stream per album and day of the viewing', () => {
    expect(albumViewingStream(4, '2026-11-28T23:59:00.000Z')).toBe('memory-album-viewings-4-2026-11-28');
  });

  it('takes the kiosk time unless it is ahead of now or older than 30 days', () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(reportedViewingTime(undefined, now)).toBe('2026-11-28T12:00:00.000Z');
    expect(reportedViewingTime('2026-11-28T13:00:30+01:00', now)).toBe('2026-11-28T12:00:30.000Z');
    expect(reportedViewingTime('2026-10-30T12:00:00.000Z', now)).toBe('2026-10-30T12:00:00.000Z');
    const refusal = (viewedAt: string) => {
      try {
        reportedViewingTime(viewedAt, now);
      } catch (error) {
        return [(error as DomainError).key, (error as DomainError).status];
      }
      return null;
    };
    expect(refusal('2026-11-28T12:01:01.000Z')).toEqual(['album.viewedInFuture', 400]);
    expect(refusal('2026-10-29T11:59:59.000Z')).toEqual(['album.viewedTooLongAgo', 400]);
  });
});
