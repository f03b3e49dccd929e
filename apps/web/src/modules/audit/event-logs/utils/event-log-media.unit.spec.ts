/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditMedia } from '@ambient/core';
import { i18n, initI18n } from '../../../../i18n/i18n';
import { mediaWords } from './event-log.util';

const media = (action: AuditMedia['action'], ...titles: Array<string | null>): AuditMedia => ({
  action,
  items: titles.map((title, index) => ({ id: index + 1, title })),
});

/** The row's media words in this language, as the screen asks for them. */
async function inLanguage(
  language: string,
  outcome: 'succeeded' | 'attempt' | 'refused',
  shown: AuditMedia | null,
): Promise<string | null> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('eventLogs');
  const t = i18n.getFixedT(language, 'eventLogs');
  return mediaWords({ outcome, media: shown }, (key, options) => t(key, options ?? {}));
}

describe('which media a playlist event adds or removes', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('names the media added or removed, and a deleted one as such, in English', async () => {
    expect(await inLanguage('en-CA', 'succeeded', media('added', 'Beach.jpg', 'Choir.mp4'))).toBe(
      'Added 2 media: Beach.jpg, Choir.mp4',
    );
    expect(await inLanguage('en-CA', 'succeeded', media('removed', 'Beach.jpg'))).toBe(
      'Removed 1 media item: Beach.jpg',
    );
    expect(await inLanguage('en-CA', 'succeeded', media('removed', null, 'Choir.mp4'))).toBe(
      'Removed 2 media: deleted media, Choir.mp4',
    );
    // Nothing was done by an attempt or a refusal: the media it named only.
    expect(await inLanguage('en-US', 'refused', media('added', 'Beach.jpg'))).toBe('Media: Beach.jpg');
  });

  it('says the same in French, with its typography', async () => {
    expect(await inLanguage('fr-CA', 'succeeded', media('added', 'Plage.jpg', 'Chorale.mp4'))).toBe(
      '2 médias ajoutés\u202f: Plage.jpg, Chorale.mp4',
    );
    expect(await inLanguage('fr-CA', 'succeeded', media('removed', null))).toBe(
      '1 média retiré\u202f: média supprimé',
    );
    expect(await inLanguage('fr-CA', 'attempt', media('removed', 'Plage.jpg'))).toBe(
      'Médias\u202f: Plage.jpg',
    );
  });

  it('counts the titles past the fifth, and says nothing of an entry without media', async () => {
    const many = media('added', 'a', 'b', 'c', 'd', 'e', 'f', 'g');
    expect(await inLanguage('en-CA', 'succeeded', many)).toBe('Added 7 media: a, b, c, d, e, 2 more');
    expect(await inLanguage('fr-CA', 'succeeded', many)).toBe(
      '7 médias ajoutés\u202f: a, b, c, d, e, 2 autres',
    );
    expect(await inLanguage('en-CA', 'succeeded', null)).toBeNull();
  });
});
