import { describe, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { albumViewingDecider, type ReportAlbumViewedCommand } from './album-viewing.decider.js';
import type { AlbumViewedEvent } from './album-viewing.js';

const { given } = deciderSpec(albumViewingDecider);

const report = (viewedAt: string, lastViewedAt: string | null = null): ReportAlbumViewedCommand => ({
  type: 'ReportAlbumViewed',
  albumId: 4,
  residentId: 12,
  kioskId: 7,
  viewedAt,
  lastViewedAt,
});
const viewed = (viewedAt: string): AlbumViewedEvent => ({
  type: 'MemoryAlbumViewed',
  data: { albumId: 4, residentId: 12, kioskId: 7, viewedAt },
});

describe('viewing reports', () => {
  it('records the first viewing, with ids and the time only', () => {
    given()
      .when(report('2026-11-28T10:00:00.000Z'))
      .then([
        {
          type: 'MemoryAlbumViewed',
          data: { albumId: 4, residentId: 12, kioskId: 7, viewedAt: '2026-11-28T10:00:00.000Z' },
        },
      ]);
  });

  it('records at most one viewing per 15 minutes, and never an earlier one', () => {
    const first = viewed('2026-11-28T10:00:00.000Z');
    given(first).when(report('2026-11-28T10:14:59.000Z')).then([]);
    given(first).when(report('2026-11-28T09:00:00.000Z')).then([]);
    given(first)
      .when(report('2026-11-28T10:15:00.000Z'))
      .then([viewed('2026-11-28T10:15:00.000Z')]);
    // The read model's last viewing counts too (a report of the day before's stream).
    given().when(report('2026-11-29T00:05:00.000Z', '2026-11-28T23:55:00.000Z')).then([]);
  });
});
