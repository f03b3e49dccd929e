import { PRODUCT_NAME, type OfflineAlert } from '@ambient/core';
import type { AlertRecipient } from './offline-alerts.reader.js';

export interface AlertMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A time as the facility reads it, in the reader's language; in French with no-break spaces either
 * side of the h ("07 h 05"), as the console writes times, so a time never breaks across lines.
 */
function when(iso: string, timeZone: string, french: boolean): string {
  const text = new Intl.DateTimeFormat(french ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
  return french ? text.replace(/(\d)\s+h\s+(\d)/g, '$1\u00a0h\u00a0$2') : text;
}

/**
 * The email telling a manager a kiosk is offline, or back (decision 0050), in their language
 * (French typography: a narrow no-break space before the colon).
 */
export function offlineAlertMail(
  alert: OfflineAlert,
  state: 'raised' | 'cleared',
  recipient: AlertRecipient,
  consoleUrl: string,
): AlertMail {
  const french = recipient.languageId === 2;
  const kiosk = `${alert.kioskName} (${alert.serialNumber})`;
  const facility = alert.facilityName ?? (french ? 'un établissement inconnu' : 'an unknown facility');
  const since = when(alert.offlineSince, alert.timeZone, french);
  const back = alert.onlineAt ? when(alert.onlineAt, alert.timeZone, french) : '';
  const subject =
    state === 'raised'
      ? french
        ? `${PRODUCT_NAME}\u202f: ${alert.kioskName} est hors ligne`
        : `${PRODUCT_NAME}: ${alert.kioskName} is offline`
      : french
        ? `${PRODUCT_NAME}\u202f: ${alert.kioskName} est de nouveau en ligne`
        : `${PRODUCT_NAME}: ${alert.kioskName} is back online`;
  const hello = french ? `Bonjour ${recipient.name},` : `Hello ${recipient.name},`;
  const body =
    state === 'raised'
      ? french
        ? `Le kiosque ${kiosk} de ${facility} est hors ligne depuis le ${since}.`
        : `The kiosk ${kiosk} at ${facility} has been offline since ${since}.`
      : french
        ? `Le kiosque ${kiosk} de ${facility} est de nouveau en ligne depuis le ${back} (hors ligne depuis le ${since}).`
        : `The kiosk ${kiosk} at ${facility} is back online since ${back} (offline since ${since}).`;
  const open = french ? `Ouvrir la console\u202f: ${consoleUrl}` : `Open the console: ${consoleUrl}`;
  const text = `${hello}\n\n${body}\n\n${open}\n`;
  const html = `<!doctype html><html lang="${french ? 'fr' : 'en'}"><body>
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(consoleUrl)}">${escapeHtml(french ? 'Ouvrir la console' : 'Open the console')}</a></p>
</body></html>`;
  return { subject, text, html };
}
