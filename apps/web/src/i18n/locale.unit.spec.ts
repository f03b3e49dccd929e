import { describe, expect, it } from '@jest/globals';
import { NAMESPACES } from './namespaces.constant';
import { loadCatalogue } from './i18n';
import { browserLocale, languageIdOf, toLocale, userLocale } from './locale.util';

/** Every namespace of a catalogue, fetched as the console fetches them. */
async function whole(language: 'en' | 'fr'): Promise<Record<string, object>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (namespace) => [namespace, await loadCatalogue(language, namespace)] as const),
  );
  return Object.fromEntries(entries);
}

describe('locales (en-CA, en-US, fr-CA)', () => {
  it('gives visitors their browser language', () => {
    expect(browserLocale(['fr-FR', 'en'])).toBe('fr-CA');
    expect(browserLocale(['en-US'])).toBe('en-US');
    expect(browserLocale(['de-DE'])).toBe('en-CA');
  });

  it('lets languageId 2 choose French and English users keep en-US or en-CA', () => {
    expect(userLocale(2, ['en-US'])).toBe('fr-CA');
    expect(userLocale(null, ['en-US'])).toBe('en-US');
    expect(userLocale(1, ['fr-CA', 'en-CA'])).toBe('en-CA');
  });

  it('maps locales to language ids', () => {
    expect(languageIdOf(toLocale('fr'))).toBe(2);
    expect(languageIdOf(toLocale('en-US'))).toBe(1);
  });

  it('has the same namespaces, and the same keys in each, in French as in English', async () => {
    const [en, fr] = await Promise.all([whole('en'), whole('fr')]);
    const keys = (catalogue: object, prefix = ''): string[] =>
      Object.entries(catalogue).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? keys(value as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(Object.keys(en)).toEqual(
      expect.arrayContaining(['common', 'shell', 'navigation', 'session', 'home', 'profile']),
    );
  });

  it('writes French with French typography', async () => {
    const fr = await whole('fr');
    const texts = (catalogue: object): string[] =>
      Object.values(catalogue).flatMap((value) =>
        typeof value === 'object' && value !== null ? texts(value as object) : [String(value)],
      );
    for (const text of texts(fr)) {
      // A narrow no-break space before ? ! ; and :, the apostrophe ’, guillemets, « nº ».
      expect({
        text,
        bad: /[^\u202f(][?!;]|[^\u202f]:(\s|$)|'|"|\b[Nn]o (?=\d|%\{|de\b)/.test(text),
      }).toEqual({ text, bad: false });
    }
  });
});
