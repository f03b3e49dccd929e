import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  ambientInvitationsDecider,
  DomainError,
  SEEDED_AMBIENT_INVITATIONS,
  type AmbientInvitationEvent,
} from '../index.js';
import { refused } from '../testing/refusals.js';

const { given } = deciderSpec(ambientInvitationsDecider);

const seeded: AmbientInvitationEvent = {
  type: 'AmbientInvitationsSeeded',
  data: { invitations: SEEDED_AMBIENT_INVITATIONS.map((invitation) => ({ ...invitation })) },
};

describe('Ambient invitations decider', () => {
  it('writes the seed once: the invitations the kiosks offered before, defaults 1, 2 and 4', () => {
    given().when({ type: 'SeedAmbientInvitations', invitations: SEEDED_AMBIENT_INVITATIONS }).then([seeded]);
    given(seeded).when({ type: 'SeedAmbientInvitations', invitations: SEEDED_AMBIENT_INVITATIONS }).then([]);
    expect(SEEDED_AMBIENT_INVITATIONS.filter((i) => i.isDefault).map((i) => i.id)).toEqual([1, 2, 4]);
  });

  it('adds an invitation with the next id and its trimmed message; a deleted id is never given again', () => {
    given(seeded)
      .when({ type: 'AddAmbientInvitation', message: '  Shall we sing?  ', isExecuteRandom: true })
      .then([
        {
          type: 'AmbientInvitationAdded',
          data: { invitationId: 6, message: 'Shall we sing?', isExecuteRandom: true },
        },
      ]);
    given(
      seeded,
      { type: 'AmbientInvitationAdded', data: { invitationId: 6, message: 'A', isExecuteRandom: false } },
      { type: 'AmbientInvitationDeleted', data: { invitationId: 6 } },
    )
      .when({ type: 'AddAmbientInvitation', message: 'B', isExecuteRandom: false })
      .then(([event]) => expect(event?.data).toMatchObject({ invitationId: 7 }));
  });

  it('requires a message of at most 200 characters', () => {
    given(seeded)
      .when({ type: 'AddAmbientInvitation', message: '   ', isExecuteRandom: false })
      .thenThrows(DomainError, refused('Message is required'));
    given(seeded)
      .when({ type: 'AddAmbientInvitation', message: 'x'.repeat(201), isExecuteRandom: false })
      .thenThrows(DomainError, refused('Message cannot exceed 200 characters'));
    given(seeded)
      .when({ type: 'AddAmbientInvitation', message: 'x'.repeat(200), isExecuteRandom: false })
      .then(([event]) => expect(event?.type).toBe('AmbientInvitationAdded'));
    given(seeded)
      .when({ type: 'EditAmbientInvitation', invitationId: 3, message: '', isExecuteRandom: false })
      .thenThrows(DomainError, refused('Message is required'));
  });

  it('edits the message and Activate Response; an edit that changes nothing appends nothing', () => {
    given(seeded)
      .when({ type: 'EditAmbientInvitation', invitationId: 3, message: 'Cards?', isExecuteRandom: true })
      .then([
        {
          type: 'AmbientInvitationEdited',
          data: { invitationId: 3, message: 'Cards?', isExecuteRandom: true },
        },
      ]);
    given(seeded)
      .when({
        type: 'EditAmbientInvitation',
        invitationId: 3,
        message: ' How about a game of cards? ',
        isExecuteRandom: false,
      })
      .then([]);
    given(seeded)
      .when({ type: 'EditAmbientInvitation', invitationId: 9, message: 'A', isExecuteRandom: false })
      .thenThrows(DomainError, refused('This invitation no longer exists.', 404));
  });

  it('deletes an invitation no kiosk offers; keeps the default ones and those kiosks offer', () => {
    given(seeded)
      .when({ type: 'DeleteAmbientInvitation', invitationId: 3, kioskCount: 0 })
      .then([{ type: 'AmbientInvitationDeleted', data: { invitationId: 3 } }]);
    given(seeded)
      .when({ type: 'DeleteAmbientInvitation', invitationId: 1, kioskCount: 0 })
      .thenThrows(
        DomainError,
        refused('A default invitation cannot be deleted: every new Abby starts with it.'),
      );
    given(seeded)
      .when({ type: 'DeleteAmbientInvitation', invitationId: 5, kioskCount: 2 })
      .thenThrows(
        DomainError,
        refused('Abby kiosks offering this invitation: 2. Take it out of their settings before deleting it.'),
      );
    given(seeded, { type: 'AmbientInvitationDeleted', data: { invitationId: 3 } })
      .when({ type: 'DeleteAmbientInvitation', invitationId: 3, kioskCount: 0 })
      .thenThrows(DomainError, refused('This invitation no longer exists.', 404));
  });
});
