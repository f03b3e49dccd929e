import { useTranslation } from 'react-i18next';
import type { Locale } from '@ambient/core';
import { toLocale } from '../../../i18n/locale.util';

/** The interface locale, for table dates (MMM-DD-YYYY in the reader's language). */
export function useTableLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}
