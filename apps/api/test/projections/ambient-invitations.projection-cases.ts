import { describe, it } from '@jest/globals';
import { SEEDED_AMBIENT_INVITATIONS, type AmbientInvitationEvent } from '@ambient/core';
import { projectionSpec } from '@ambient/event-sourcing/testing';
import { AmbientInvitationsProjection } from '../../src/invitations/ambient-invitations.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const seeded: AmbientInvitationEvent = {
  type: 'AmbientInvitationsSeeded',
  data: { invitations: SEEDED_AMBIENT_INVITATIONS.slice(0, 2).map((invitation) => ({ ...invitation })) },
};
const added = (invitationId: number, message: string): AmbientInvitationEvent => ({
  type: 'AmbientInvitationAdded',
  data: { invitationId, message, isExecuteRandom: true },
});

const SELECT = 'SELECT id, message, is_default, is_execute_random FROM ambient_invitations ORDER BY id';

export const ambientInvitationsProjectionCases: ProjectionCases = (dataSource) => {
  describe('ambient invitations projection', () => {
    const spec = () =>
      projectionSpec<AmbientInvitationEvent>(covered(new AmbientInvitationsProjection()), dataSource());

    it('writes the seed with its defaults, and an added invitation as not default', async () => {
      await spec()
        .given(seeded, added(6, 'Shall we sing?'))
        .then(SELECT, [
          {
            id: 1,
            message: 'Would you like to listen to some music?',
            is_default: true,
            is_execute_random: false,
          },
          {
            id: 2,
            message: 'Shall we look at some family photos?',
            is_default: true,
            is_execute_random: false,
          },
          { id: 6, message: 'Shall we sing?', is_default: false, is_execute_random: true },
        ]);
    });

    it('saves an edited message and Activate Response, and removes a deleted invitation only', async () => {
      await spec()
        .given(
          added(6, 'Tea?'),
          added(7, 'Cards?'),
          {
            type: 'AmbientInvitationEdited',
            data: { invitationId: 6, message: 'Tea or coffee?', isExecuteRandom: false },
          },
          { type: 'AmbientInvitationDeleted', data: { invitationId: 7 } },
        )
        .then(SELECT, [{ id: 6, message: 'Tea or coffee?', is_default: false, is_execute_random: false }]);
    });
  });
};
