/**
 * The texts of the provider's own pages (sign-in, sign-out, errors) in English and French, and
 * the choice of language: an explicit `lang` (the page's language link), else the
 * `ui_locales` authorization parameter, else the Accept-Language header, else English.
 */
import { Language } from '@ambient/core';

export type PageLanguage = 'en' | 'fr';

export const pageTexts = {
  en: {
    signInTitle: 'Sign In',
    signInIntro: 'Sign in to continue.',
    email: 'Email',
    password: 'Password',
    signInButton: 'Sign In',
    otherLanguage: 'Français',
    otherLanguageLabel: 'Afficher cette page en français',
    signOutTitle: 'Signing out',
    signOutIntro: 'You are being signed out of Ambient Console.',
    signOutButton: 'Sign Out',
    signedOutTitle: 'Signed out',
    signedOutIntro: 'You are signed out of Ambient Console.',
    backToConsole: 'Return to Ambient Console',
    expiredTitle: 'Sign-in expired',
    expiredIntro: 'This sign-in request has expired or was already used. Please start again.',
  },
  fr: {
    signInTitle: 'Connexion',
    signInIntro: 'Connectez-vous pour continuer.',
    email: 'Courriel',
    password: 'Mot de passe',
    signInButton: 'Se connecter',
    otherLanguage: 'English',
    otherLanguageLabel: 'Show this page in English',
    signOutTitle: 'Déconnexion',
    signOutIntro: 'Vous êtes en train de vous déconnecter d’Ambient Console.',
    signOutButton: 'Se déconnecter',
    signedOutTitle: 'Déconnecté',
    signedOutIntro: 'Vous êtes déconnecté d’Ambient Console.',
    backToConsole: 'Retourner à Ambient Console',
    expiredTitle: 'Connexion expirée',
    expiredIntro: 'Cette demande de connexion a expiré ou a déjà été utilisée. Veuillez recommencer.',
  },
} as const satisfies Record<PageLanguage, Record<string, string>>;

export type PageTexts = (typeof pageTexts)[PageLanguage];

/** The `languageId` of spec 01 §3 for a page language (English is stored as null there). */
export const languageIdOf = (language: PageLanguage): number =>
  language === 'fr' ? Language.French : Language.English;

export const pageLanguageOf = (languageId: number | null | undefined): PageLanguage =>
  languageId === Language.French ? 'fr' : 'en';

function fromTag(tag: string): PageLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' ? 'fr' : primary === 'en' ? 'en' : null;
}

/** The first supported language of an Accept-Language header, by quality then order. */
export function languageFromAcceptLanguage(header: string | undefined): PageLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag, quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranked) {
    const language = fromTag(tag);
    if (language) return language;
  }
  return null;
}

/** The first supported language of a space-separated `ui_locales` value. */
export function languageFromUiLocales(uiLocales: unknown): PageLanguage | null {
  if (typeof uiLocales !== 'string') return null;
  for (const tag of uiLocales.split(/\s+/).filter(Boolean)) {
    const language = fromTag(tag);
    if (language) return language;
  }
  return null;
}

export function choosePageLanguage(input: {
  lang?: unknown;
  uiLocales?: unknown;
  acceptLanguage?: string | undefined;
}): PageLanguage {
  if (input.lang === 'fr' || input.lang === 'en') return input.lang;
  return languageFromUiLocales(input.uiLocales) ?? languageFromAcceptLanguage(input.acceptLanguage) ?? 'en';
}
