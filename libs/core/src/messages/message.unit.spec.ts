import { describe, expect, it } from '@jest/globals';
import { translate } from '../i18n/messages.js';
import { canSendDraft, messageDraftFault } from './message.js';

describe('the compose rules', () => {
  it('needs a resident, text for a text message, a title of at most 50 for a media one', () => {
    const draft = { kind: 'text' as const, subject: '', text: 'Hi', title: '', residentIds: [1] };
    expect(messageDraftFault(draft)).toBeNull();
    expect(messageDraftFault({ ...draft, residentIds: [] })?.key).toBe('message.residentRequired');
    expect(messageDraftFault({ ...draft, text: '  ' })?.key).toBe('message.textRequired');
    expect(messageDraftFault({ ...draft, kind: 'image', text: '' })?.key).toBe('message.titleRequired');
    expect(messageDraftFault({ ...draft, kind: 'audio', title: 't'.repeat(50) })).toBeNull();
    expect(messageDraftFault({ ...draft, kind: 'video', title: 't'.repeat(51) })).toEqual({
      key: 'message.titleTooLong',
      params: { max: 50 },
    });
  });

  it('lets the dialog send only with a resident and content', () => {
    const draft = { kind: 'text' as const, subject: '', text: '', title: '', residentIds: [1] };
    expect(canSendDraft(draft, false)).toBe(false);
    expect(canSendDraft({ ...draft, text: 'Hi' }, false)).toBe(true);
    expect(canSendDraft({ ...draft, kind: 'image' }, false)).toBe(false);
    expect(canSendDraft({ ...draft, kind: 'image' }, true)).toBe(true);
    expect(canSendDraft({ ...draft, text: 'Hi', residentIds: [] }, false)).toBe(false);
  });

  it('says the message was sent, in English and in French', () => {
    expect(translate('message.sent', {}, 1)).toBe('Your message was successfully sent!');
    expect(translate('message.sent', {}, 2)).toBe('Votre message a bien été envoyé\u202f!');
  });
});

describe('the moderated inbox (decision 0077)', () => {
  it('says why in both languages', () => {
    expect(translate('message.notAwaiting', {}, 2)).toBe('Ce message n’attend pas d’approbation.');
    expect(translate('message.declineReasonTooLong', { max: 500 }, 1)).toBe(
      'The reason cannot exceed 500 characters.',
    );
  });
});
