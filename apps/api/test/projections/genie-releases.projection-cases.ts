import { describe, it } from '@jest/globals';
import type { GenieUpdateEvent } from '@ambient/core';
import { GIVEN_AT, projectionSpec } from '@ambient/event-sourcing/testing';
import { GenieReleasesProjection } from '../../src/genie-releases/genie-releases.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const released = (level: number, fileName: string): GenieUpdateEvent => ({
  type: 'GenieUpdateReleased',
  data: { level, fileName, size: 1024 * level, storedAs: `releases/${level}.zip` },
});

export const genieReleasesProjectionCases: ProjectionCases = (dataSource) => {
  describe('Genie releases projection', () => {
    it('keeps a row per released level, with who released it and when', async () => {
      await projectionSpec<GenieUpdateEvent>(covered(new GenieReleasesProjection()), dataSource())
        .given(released(1, 'genie-1.zip'), {
          ...released(2, 'genie-2.zip'),
          metadata: { userId: 'ambient|admin' },
        })
        .then(
          'SELECT level, file_name, size, stored_as, released_by_user_id, released_at FROM genie_releases ORDER BY level',
          [
            {
              level: 1,
              file_name: 'genie-1.zip',
              size: '1024',
              stored_as: 'releases/1.zip',
              released_by_user_id: null,
              released_at: new Date(GIVEN_AT),
            },
            {
              level: 2,
              file_name: 'genie-2.zip',
              size: '2048',
              stored_as: 'releases/2.zip',
              released_by_user_id: 'ambient|admin',
              released_at: new Date(GIVEN_AT),
            },
          ],
        );
    });
  });
};
