import { describe, it } from '@jest/globals';
import type { UserEvent } from '@ambient/core';
import { projectionSpec } from '@ambient/event-sourcing/testing';
import { SignInsProjection } from '../../src/resident-metrics/sign-ins.projection.js';
import { covered, type ProjectionCases } from '../projections/projection-cases.js';

const signedIn = (userId: string, at: string) => ({
  type: 'UserSignedIn' as const,
  data: { userId },
  metadata: { at },
});

const SELECT = 'SELECT user_id, signed_in_at FROM resident_metrics_sign_ins ORDER BY user_id, signed_in_at';
const FIRST = `SELECT user_id, min(signed_in_at) AS activated_at FROM resident_metrics_sign_ins GROUP BY user_id ORDER BY user_id`;

export const signInsProjectionCases: ProjectionCases = (dataSource) => {
  describe('resident metrics sign-ins projection', () => {
    const spec = () => projectionSpec<UserEvent>(covered(new SignInsProjection()), dataSource());

    it('keeps every sign-in, so a person’s first one is their activation', async () => {
      await spec()
        .given(
          signedIn('ambient|ann', '2026-03-01T10:00:00.000Z'),
          signedIn('ambient|ann', '2026-03-05T08:30:00.000Z'),
          signedIn('ambient|bob', '2026-03-04T12:00:00.000Z'),
        )
        .then(FIRST, [
          { user_id: 'ambient|ann', activated_at: new Date('2026-03-01T10:00:00.000Z') },
          { user_id: 'ambient|bob', activated_at: new Date('2026-03-04T12:00:00.000Z') },
        ]);
    });

    it('forgets a deleted person’s sign-ins, and only theirs', async () => {
      await spec()
        .given(
          signedIn('ambient|ann', '2026-03-01T10:00:00.000Z'),
          signedIn('ambient|bob', '2026-03-04T12:00:00.000Z'),
          signedIn('ambient|ann', '2026-03-05T08:30:00.000Z'),
          { type: 'UserDeleted', data: { userId: 'ambient|ann', byUserId: 'ambient|admin' } },
        )
        .then(SELECT, [{ user_id: 'ambient|bob', signed_in_at: new Date('2026-03-04T12:00:00.000Z') }]);
    });
  });
};
