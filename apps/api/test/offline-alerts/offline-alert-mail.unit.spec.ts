import { describe, expect, it } from '@jest/globals';
import type { OfflineAlert } from '@ambient/core';
import { offlineAlertMail } from '../../src/offline-alerts/offline-alert-mail.js';

const alert: OfflineAlert = {
  kioskId: 7,
  alertNumber: 1,
  kioskName: 'Lobby <Genie>',
  serialNumber: 'GN-7',
  facilityId: 3,
  facilityName: 'Maple Grove Residence',
  offlineSince: '2026-11-25T15:05:00.000Z',
  raisedAt: '2026-11-25T15:35:00.000Z',
  timeZone: 'America/Vancouver',
  onlineAt: null,
  clearedAt: null,
};
const person = (languageId: number | null) => ({
  id: 'ambient|k',
  email: 'k@example.org',
  name: 'Karen',
  languageId,
});

describe('the offline alert emails', () => {
  it('tell an English reader which kiosk is offline since when, on the facility’s clock', () => {
    const mail = offlineAlertMail(alert, 'raised', person(null), 'https://console.example');
    expect(mail.subject).toBe('Ambient Console: Lobby <Genie> is offline');
    expect(mail.text).toContain('Hello Karen,');
    // 15:05 UTC is 7:05 in Vancouver.
    expect(mail.text).toContain(
      'The kiosk Lobby <Genie> (GN-7) at Maple Grove Residence has been offline since',
    );
    expect(mail.text).toMatch(/7:05/);
    expect(mail.text).toContain('Open the console: https://console.example');
    expect(mail.html).toContain('Lobby &#60;Genie&#62;');
    expect(mail.html).not.toContain('<Genie>');
  });

  it('tell a French reader in French, with a narrow no-break space before the colon, and the recovery', () => {
    const raised = offlineAlertMail(alert, 'raised', person(2), 'https://console.example');
    expect(raised.subject).toBe('Ambient Console\u202f: Lobby <Genie> est hors ligne');
    expect(raised.text).toContain('Bonjour Karen,');
    expect(raised.text).toContain('Ouvrir la console\u202f: https://console.example');
    expect(raised.text).toMatch(/7\u00a0h\u00a005/);
    const back = offlineAlertMail(
      { ...alert, onlineAt: '2026-11-25T16:00:00.000Z', clearedAt: '2026-11-25T16:00:01.000Z' },
      'cleared',
      person(2),
      'https://console.example',
    );
    expect(back.subject).toBe('Ambient Console\u202f: Lobby <Genie> est de nouveau en ligne');
    expect(back.text).toContain('est de nouveau en ligne depuis le');
    expect(back.text).toMatch(/8\u00a0h\u00a000/);
  });
});
