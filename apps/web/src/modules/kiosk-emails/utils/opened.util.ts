import { formatTableDate, formatTime, type Locale } from '@ambient/core';

type Translate = (key: 'detail.opened' | 'detail.notOpened', options?: { date: string }) => string;

/**
 * Whether a resident has opened a Geniegram on their Genie (decision 0083): "Opened Nov-28-2026
 * 3:07 PM" (the spec's table date and the time, in the reader's language), or "Not opened yet".
 */
export function openedText(firstOpened: string | null, locale: Locale, t: Translate): string {
  return firstOpened === null
    ? t('detail.notOpened')
    : t('detail.opened', {
        date: `${formatTableDate(firstOpened, locale)} ${formatTime(firstOpened, locale)}`,
      });
}
