import { describe, expect, it } from '@jest/globals';
import type { AmbientInvitation } from '@ambient/core';
import {
  invitationDraft,
  invitationMatches,
  invitationPayload,
  validateInvitationForm,
} from './invitation-form.util';

const music: AmbientInvitation = {
  id: 1,
  message: 'Would you like to listen to some music?',
  isDefault: true,
  isExecuteRandom: false,
  canDelete: false,
  kioskCount: 3,
};

describe('the invitation form', () => {
  it('asks for a message of at most 200 characters, the server’s rule', () => {
    expect(validateInvitationForm({ message: '  ', isExecuteRandom: false })).toEqual([
      { field: 'message', key: 'invitation.messageRequired' },
    ]);
    expect(validateInvitationForm({ message: 'x'.repeat(201), isExecuteRandom: false })).toEqual([
      { field: 'message', key: 'invitation.messageTooLong', params: { max: 200 } },
    ]);
    expect(validateInvitationForm({ message: ` ${'x'.repeat(200)} `, isExecuteRandom: true })).toEqual([]);
  });

  it('sends the trimmed message, and shows an edit with what the server keeps', () => {
    const payload = invitationPayload({ message: ' Music? ', isExecuteRandom: true });
    expect(payload).toEqual({ message: 'Music?', isExecuteRandom: true });
    expect(invitationDraft(payload, 1, music)).toEqual({
      ...music,
      message: 'Music?',
      isExecuteRandom: true,
    });
    expect(invitationDraft(payload, -4, null)).toMatchObject({ id: -4, isDefault: false, kioskCount: 0 });
  });

  it('finds invitations by message, whatever the case and accents', () => {
    expect(invitationMatches(music, 'LISTEN')).toBe(true);
    expect(invitationMatches({ ...music, message: 'Voulez-vous écouter de la musique ?' }, 'ecouter')).toBe(
      true,
    );
    expect(invitationMatches(music, 'cards')).toBe(false);
    expect(invitationMatches(music, '  ')).toBe(true);
  });
});
