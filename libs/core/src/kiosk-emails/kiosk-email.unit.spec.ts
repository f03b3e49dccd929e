import { describe, expect, it } from '@jest/globals';
import { translate } from '../i18n/messages.js';
import { kioskEmailDraftFault, kioskEmailSubject, selectableKinds } from './kiosk-email.js';

describe('a Geniegram', () => {
  it('speaks French', () => {
    const fault = kioskEmailDraftFault({ message: '', residentIds: [1], kinds: [] });
    expect(translate(fault!.key, fault!.params ?? {}, 2)).toBe('Le message du courriel est obligatoire');
  });
});

describe('the create dialog', () => {
  it('offers pictures and audio after a picture or audio, videos only after a video, all when empty', () => {
    expect(selectableKinds([])).toEqual(['image', 'audio', 'video']);
    expect(selectableKinds(['image'])).toEqual(['image', 'audio']);
    expect(selectableKinds(['audio', 'image'])).toEqual(['image', 'audio']);
    expect(selectableKinds(['video'])).toEqual(['video']);
  });

  it("takes the subject from the message's first line", () => {
    expect(kioskEmailSubject('  Hello there \nmore')).toBe('Hello there');
    expect(kioskEmailSubject('x'.repeat(150))).toHaveLength(100);
  });
});
