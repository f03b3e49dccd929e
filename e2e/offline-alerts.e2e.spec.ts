/**
 * Offline alerts (issue 10 point 6; decisions 0048–0051) with a real device gateway and a simulated
 * kiosk: the kiosk's manager, signed in on its dashboard, sees the alert appear without a reload
 * once the kiosk has been offline for its facility's grace period (a notice, the bell's count, the
 * Alerts panel), then its recovery; in English and in French. An admin opens the facility's alert
 * settings from the same panel.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { gatewayPorts, startGateway, type RunningGateway } from '../apps/api/test/support/gateway-process.js';
import { findIn, typedApi } from '../apps/api/test/support/typed-api.js';
import { until } from './support/grid.js';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const GATEWAY_TOKEN = randomBytes(24).toString('base64url');
const suite = productInChromium({ GATEWAY_API_TOKEN: GATEWAY_TOKEN, OFFLINE_ALERTS_SWEEP_MS: '200' });

const SERIAL = 'AB21-100000';

const en = {
  panel: 'Alerts',
  none: 'No offline alerts.',
  open: 'Open',
  cleared: 'Cleared',
  raised: /^Abby 001 \(AB21-100000\) is offline since /,
  back: /^Abby 001 \(AB21-100000\) is back online/,
  bellName: /^Offline alerts/,
  bell: 'Offline alerts: 1 kiosk offline',
  openTitle: 'Kiosks offline',
  dismiss: 'Dismiss',
  change: 'Change Settings',
  dialog: 'Alert Settings: Maple Grove Residence',
  grace: 'Grace period (minutes)',
  save: 'Save',
  cancel: 'Cancel',
  graceFault: 'The grace period must be a whole number of minutes between 1 and 1440.',
};
const fr: typeof en = {
  panel: 'Alertes',
  none: 'Aucune alerte hors ligne.',
  open: 'Ouverte',
  cleared: 'Levée',
  raised: /^Abby 001 \(AB21-100000\) est hors ligne depuis le /,
  back: /^Abby 001 \(AB21-100000\) est de nouveau en ligne/,
  bellName: /^Alertes hors ligne/,
  bell: 'Alertes hors ligne\u202f: 1 kiosque hors ligne',
  openTitle: 'Kiosques hors ligne',
  dismiss: 'Fermer',
  change: 'Modifier les réglages',
  dialog: 'Réglages d’alerte\u202f: Maple Grove Residence',
  grace: 'Délai de grâce (minutes)',
  save: 'Enregistrer',
  cancel: 'Annuler',
  graceFault: 'Le délai de grâce doit être un nombre entier de minutes compris entre 1 et 1440.',
};

let gateway: RunningGateway;
let brokerUrl = '';
let kiosk: KioskSimulator | null = null;
beforeAll(async () => {
  const ports = await gatewayPorts();
  brokerUrl = ports.brokerUrl;
  gateway = await startGateway(ports, suite.product.url, GATEWAY_TOKEN);
}, 90_000);
afterAll(async () => {
  await kiosk?.drop().catch(() => undefined);
  await gateway?.stop();
});

const panel = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });
const hhmm = (date: Date): string => date.toISOString().slice(11, 16);

/** The Fleet list's rows found by Abby 001's serial number, as the admin signed in on `admin` reads them. */
async function fleetRows(admin: Page) {
  const answer = await typedApi(suite.product.url).get('/api/fleet/kiosks', {
    query: { search: SERIAL },
    token: await accessTokenOf(admin),
  });
  expect(answer.status).toBe(200);
  return answer.json.kiosks;
}

/** The admin's page, on Abby 001's dashboard. */
async function adminOnDashboard(french: boolean): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByText('Administrator Home').waitFor();
  if (french) await switchToFrench(page);
  await page.getByRole('combobox', { name: french ? 'Kiosque Abby' : 'Abby kiosk' }).click();
  await page.getByRole('option', { name: 'Abby 001', exact: true }).click();
  await page
    .getByRole('button', {
      name: french ? 'Aller au tableau de bord du kiosque Abby' : 'Go to the Abby kiosk dashboard',
    })
    .click();
  await page.waitForURL(/\/kioskDashboard$/);
  return page;
}

/** Abby 001's manager, on its dashboard (their only kiosk: they land there). */
async function managerOnDashboard(french: boolean): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, 'one.kiosk@ambient.demo');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.waitForURL(/\/kioskDashboard$/);
  if (french) await switchToFrench(page);
  await page.getByRole('heading', { name: 'Abby 001', level: 1 }).waitFor();
  return page;
}

/** Abby 001 signed in to the gateway with the secret the admin issued it, seen online. */
async function connectKiosk(admin: Page): Promise<KioskSimulator> {
  const { id } = findIn(await fleetRows(admin), (row) => row.serialNumber === SERIAL);
  const issued = await typedApi(suite.product.url).post('/api/kiosks/{id}/device-credential', {
    path: { id },
    token: await accessTokenOf(admin),
  });
  expect(issued.status).toBe(200);
  const { secret } = issued.json;
  const simulator = new KioskSimulator({
    url: brokerUrl,
    serial: SERIAL,
    type: KioskType.Abby,
    username: SERIAL,
    password: secret,
    reconnectPeriodMs: 0,
  });
  await simulator.connect();
  await until(
    async () => (await fleetRows(admin))[0]?.presence,
    (presence) => presence === 'online',
    'Abby 001 online',
  );
  return simulator;
}

/** Alerts within two seconds of an outage, all day on the UTC clock around now. */
async function shortGrace(admin: Page): Promise<void> {
  const { facilityId } = findIn(await fleetRows(admin), (row) => row.serialNumber === SERIAL);
  if (facilityId === null) throw new Error(`${SERIAL} is in no facility`);
  const saved = await typedApi(suite.product.url).put('/api/facilities/{id}/alert-settings', {
    path: { id: facilityId },
    body: {
      gracePeriodSeconds: 2,
      dayStart: hhmm(new Date(Date.now() - 3 * 3600_000)),
      dayEnd: hhmm(new Date(Date.now() + 3 * 3600_000)),
      quietDays: [],
      quietHours: [],
      timeZone: 'UTC',
    },
    token: await accessTokenOf(admin),
  });
  expect(saved.status).toBe(200);
}

/** The kiosk drops its connection; its manager sees the alert live; it comes back; they see that too. */
async function outageSeenBy(manager: Page, admin: Page, text: typeof en, name: string): Promise<void> {
  const alerts = panel(manager, text.panel);
  await kiosk!.drop();
  kiosk = null;
  await manager.getByRole('alert').filter({ hasText: text.raised }).waitFor({ timeout: 30_000 });
  await alerts.getByText(text.open, { exact: true }).waitFor();
  const bell = manager.getByRole('button', { name: text.bellName });
  await until(
    () => bell.getAttribute('aria-label'),
    (label) => label === text.bell,
    'The bell counting one kiosk offline',
  );
  await look(manager, `${name}-raised`);

  await bell.click();
  const list = manager.getByRole('dialog', { name: text.openTitle });
  await list.getByText('Abby 001 (AB21-100000)').waitFor();
  await look(manager, `${name}-bell`);
  await manager.keyboard.press('Escape');
  await list.waitFor({ state: 'hidden' });

  kiosk = await connectKiosk(admin);
  await manager.getByRole('alert').filter({ hasText: text.back }).waitFor({ timeout: 30_000 });
  await alerts.getByText(text.open, { exact: true }).waitFor({ state: 'detached' });
  await alerts.getByText(text.cleared, { exact: true }).first().waitFor();
  await look(manager, `${name}-cleared`);
  await manager.getByRole('alert').getByRole('button', { name: text.dismiss }).click();
}

/** The admin opens the facility's alert settings from the Alerts panel; a rule refuses a grace of 0. */
async function settingsDialog(admin: Page, text: typeof en, name: string): Promise<void> {
  await panel(admin, text.panel).getByRole('button', { name: text.change }).click();
  const dialog = admin.getByRole('dialog', { name: text.dialog });
  await dialog.waitFor();
  await look(admin, `${name}-settings`);
  await dialog.getByRole('textbox', { name: text.grace }).fill('0');
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.getByText(text.graceFault).waitFor();
  await look(admin, `${name}-settings-refused`);
  await dialog.getByRole('button', { name: text.cancel }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('offline alerts in the console', () => {
  it('shows the kiosk’s manager its alert and its recovery live, in English', async () => {
    const admin = await adminOnDashboard(false);
    await shortGrace(admin);
    kiosk = await connectKiosk(admin);
    const manager = await managerOnDashboard(false);
    await panel(manager, en.panel).getByText(en.none).waitFor();
    await outageSeenBy(manager, admin, en, 'offline-alerts-manager-en');
    await settingsDialog(admin, en, 'offline-alerts-admin-en');
    await manager.context().close();
    await admin.context().close();
  });

  it('shows them in French too', async () => {
    const admin = await adminOnDashboard(true);
    const manager = await managerOnDashboard(true);
    await panel(manager, fr.panel).getByText(fr.cleared, { exact: true }).waitFor();
    await outageSeenBy(manager, admin, fr, 'offline-alerts-manager-fr');
    await settingsDialog(admin, fr, 'offline-alerts-admin-fr');
    await manager.context().close();
    await admin.context().close();
  });
});
