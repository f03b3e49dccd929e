import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../errors.js';
import { albumViewingStream, reportedViewingTime } from './album-viewing.js';

describe('viewing reports', () => {
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
