import { Language, localeFor, type Locale } from '@ambient/core';

/** The locale a visitor gets before the profile is known: French browsers get fr-CA. */
export function browserLocale(languages: readonly string[] = navigator.languages): Locale {
  const first = languages[0] ?? 'en-CA';
  if (first.toLowerCase().startsWith('fr')) return 'fr-CA';
  return localeFor(Language.English, first);
}

/** The locale of a signed-in user: French (2) chooses fr-CA, English keeps the browser's en-US or en-CA. */
export function userLocale(
  languageId: number | null,
  languages: readonly string[] = navigator.languages,
): Locale {
  return localeFor(
    languageId,
    languages.find((l) => l.startsWith('en')),
  );
}

/** Normalizes whatever i18next reports to one of the three supported locales. */
export function toLocale(language: string | undefined): Locale {
  if (language === undefined) return 'en-CA';
  if (language.toLowerCase().startsWith('fr')) return 'fr-CA';
  return language === 'en-US' ? 'en-US' : 'en-CA';
}

/** The language id the server and `translate` from @ambient/core use for a locale. */
export function languageIdOf(locale: Locale): Language {
  return locale === 'fr-CA' ? Language.French : Language.English;
}
