import { describe, it } from '@jest/globals';
import type { AbbyActivityEvent, AbbyOverrideEvent, AbbyUpdateZipEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { AbbyUpdatesProjection } from '../../src/abby-updates/abby-updates.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

type Projected = AbbyActivityEvent | AbbyUpdateZipEvent | AbbyOverrideEvent;
const at = new Date(GIVEN_AT);

export const abbyUpdatesProjectionCases: ProjectionCases = (dataSource) => {
  describe('Abby updates projection', () => {
    it('keeps activities with their last release, the releases, the zips kept and the override kiosks', async () => {
      await projectionSpec<Projected>(covered(new AbbyUpdatesProjection()), dataSource())
        .given(
          {
            type: 'AbbyActivityCreated',
            data: {
              activityId: 1,
              description: 'Music Bingo',
              url: 'MusicBingo/index.html',
              responseTypeId: 1,
            },
          },
          {
            type: 'AbbyActivityUpdated',
            data: { activityId: 1, description: 'Bingo', url: 'Bingo/index.html' },
          },
          {
            type: 'AbbyActivityReleased',
            data: {
              activityId: 1,
              level: 11,
              comment: 'Initial release',
              fileName: '11.zip',
              size: 5,
              storedAs: 'a/11.zip',
            },
          },
          {
            type: 'AbbyUpdateZipReleased',
            data: { version: 22, level: 14, fileName: '14.zip', size: 7, storedAs: 'a/14.zip' },
          },
          {
            type: 'AbbyUpdateZipReleased',
            data: { version: 22, level: 15, fileName: '15.zip', size: 8, storedAs: 'a/15.zip' },
          },
          { type: 'AbbyUpdateZipDeleted', data: { version: 22, level: 14 } },
          { type: 'AbbyOverrideKiosksChanged', data: { activated: [1, 2], deactivated: [] } },
          { type: 'AbbyOverrideKiosksChanged', data: { activated: [3], deactivated: [1] } },
          // Decision 0085: kiosk 2 is given an end and ends; kiosk 3's end is set, then removed.
          {
            type: 'AbbyOverrideEndsSet',
            data: {
              ends: [
                { kioskId: 2, until: '2026-11-29T13:00:00.000Z' },
                { kioskId: 3, until: '2026-12-01T00:00:00.000Z' },
              ],
            },
          },
          {
            type: 'AbbyOverrideKioskEnded',
            data: { kioskId: 2, until: '2026-11-29T13:00:00.000Z', at: '2026-11-29T13:00:01.000Z' },
          },
          { type: 'AbbyOverrideKiosksChanged', data: { activated: [4], deactivated: [] } },
          {
            type: 'AbbyOverrideEndsSet',
            data: { ends: [{ kioskId: 4, until: '2026-12-02T00:00:00.000Z' }] },
          },
          { type: 'AbbyOverrideEndsSet', data: { ends: [{ kioskId: 3, until: null }] } },
        )
        .then(
          `SELECT a.id, a.description, a.url, a.update_level, a.release_date, r.comment,
                  (SELECT string_agg(level::text, ',') FROM abby_update_zips) AS zips,
                  (SELECT string_agg(kiosk_id::text, ',' ORDER BY kiosk_id) FROM abby_override_kiosks) AS overrides,
                  (SELECT string_agg(kiosk_id::text || ':' || coalesce(to_char(until AT TIME ZONE 'UTC', 'YYYY-MM-DD'), '-'), ',' ORDER BY kiosk_id)
                     FROM abby_override_kiosks) AS ends
             FROM abby_activities a JOIN abby_activity_releases r ON r.activity_id = a.id`,
          [
            {
              id: 1,
              description: 'Bingo',
              url: 'Bingo/index.html',
              update_level: 11,
              release_date: at,
              comment: 'Initial release',
              zips: '15',
              overrides: '3,4',
              ends: '3:-,4:2026-12-02',
            },
          ],
        );
    });
  });
};
