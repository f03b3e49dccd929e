import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@ambient/core';
import { browserLocale, userLocale } from '../../../i18n/locale.util';

/**
 * The user's language chooses the interface language; visitors get their browser's.
 * `undefined` means the profile is still loading: the language is left as it is.
 */
export function useLocaleSync(profile: Profile | null | undefined): void {
  const { i18n } = useTranslation();
  const languageId = profile === undefined ? undefined : profile === null ? 'visitor' : profile.languageId;
  useEffect(() => {
    if (languageId === undefined) return;
    const target = languageId === 'visitor' ? browserLocale() : userLocale(languageId);
    document.documentElement.lang = target;
    if (i18n.language !== target) void i18n.changeLanguage(target);
  }, [languageId, i18n]);
}
