/**
 * The Fleet screen (decision 0037) with a real device gateway and a simulated kiosk: the kiosk
 * signs in with the secret an admin issued it, and its connection and its loss show on the screen
 * without a reload; the filters live in the address; paging and search happen on the server.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { gatewayPorts, startGateway, type RunningGateway } from '../apps/api/test/support/gateway-process.js';
import { cells, gridOf, until, waitForCells } from './support/grid.js';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const GATEWAY_TOKEN = randomBytes(24).toString('base64url');
const suite = productInChromium({ GATEWAY_API_TOKEN: GATEWAY_TOKEN });

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  screen: 'Fleet',
  table: 'Fleet table',
  search: 'Search kiosks',
  presence: 'Presence',
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  screen: 'Parc de kiosques',
  table: 'Tableau du parc de kiosques',
  search: 'Rechercher des kiosques',
  presence: 'Présence',
};

let gateway: RunningGateway;
let brokerUrl: string;
beforeAll(async () => {
  const ports = await gatewayPorts();
  brokerUrl = ports.brokerUrl;
  gateway = await startGateway(ports, suite.product.url, GATEWAY_TOKEN);
}, 90_000);
afterAll(async () => {
  await gateway?.stop();
});

const opened = new Set<BrowserContext>();
const kiosks = new Set<KioskSimulator>();
afterEach(async () => {
  await Promise.all([...kiosks].map((kiosk) => kiosk.drop().catch(() => undefined)));
  kiosks.clear();
  await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  opened.clear();
});

/** Signs in as the demo admin (whose language becomes French for `fr`) and opens the Fleet screen from the menu. */
async function openFleet(text: typeof en): Promise<{ page: Page; grid: Locator }> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
  opened.add(page.context());
  await page.setViewportSize({ width: 1600, height: 900 });
  if (text === fr) await switchToFrench(page);
  await page.getByRole('button', { name: text.openMenu }).click();
  await page
    .getByRole('navigation', { name: text.mainMenu })
    .getByRole('button', { name: text.screen })
    .click();
  await page.waitForURL(/\/fleet$/);
  await page.getByRole('heading', { name: text.screen, level: 1 }).waitFor();
  const grid = gridOf(page, text.table);
  await until(
    () => serialsOf(grid),
    (serials) => serials.length > 0,
    'The first page',
  );
  return { page, grid };
}

/** Issues the kiosk its device secret through the API, as an admin does from its dashboard. */
async function credentialOf(page: Page, serialNumber: string): Promise<string> {
  const token = await accessTokenOf(page);
  const found = await fetch(`${suite.product.url}/api/fleet/kiosks?search=${serialNumber}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { kiosks: rows } = (await found.json()) as { kiosks: Array<{ id: number; serialNumber: string }> };
  const kioskId = rows.find((row) => row.serialNumber === serialNumber)!.id;
  const answer = await fetch(`${suite.product.url}/api/kiosks/${kioskId}/device-credential`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { secret: string }).secret;
}

/** The serial numbers of the rows, top to bottom: each row's link to its kiosk's dashboard. */
const serialsOf = async (grid: Locator): Promise<string[]> =>
  (await cells(grid, 'serialNumber')).map((text) => text.split('\n')[0]!.trim());

/** The row's presence cell, read as a person reads it. */
const presenceOf = async (grid: Locator): Promise<string[]> =>
  (await cells(grid, 'presence')).map((text) => text.replace(/\s+/g, ' '));

describe('the Fleet screen', () => {
  it('shows a simulated kiosk coming online and losing its connection, live, through the real gateway', async () => {
    const { page, grid } = await openFleet(en);
    // Every demo kiosk has yet to speak to the gateway; ten to a page, sorted by serial number.
    const first = await serialsOf(grid);
    expect(first).toHaveLength(10);
    expect(first).toEqual([...first].sort());
    expect(await page.getByText('1–10 of 30').count()).toBe(1);
    expect(new Set(await presenceOf(grid))).toEqual(new Set(['Never connected']));
    await look(page, 'fleet-never-connected');

    // The admin narrows the list to one kiosk by searching its serial number.
    await page.getByRole('searchbox', { name: en.search }).fill('GN-100005');
    await until(
      () => serialsOf(grid),
      (serials) => serials.join() === 'GN-100005',
      'Serial numbers',
    );

    const secret = await credentialOf(page, 'GN-100005');
    const kiosk = new KioskSimulator({
      url: brokerUrl,
      serial: 'GN-100005',
      type: KioskType.Genie,
      username: 'GN-100005',
      password: secret,
      reconnectPeriodMs: 0,
    });
    kiosks.add(kiosk);
    await kiosk.connect();
    await until(
      () => presenceOf(grid),
      (cell) => /^Online since Today, /.test(cell[0] ?? ''),
      'Online, live',
    );
    await kiosk.reportMediaSync(14, 0);
    await until(
      () => cells(grid, 'mediaSyncDate'),
      (cell) => cell[0] !== 'Never Synced',
      'Synced, live',
    );

    // The network cut: the broker publishes the kiosk's last will and the row turns offline.
    await kiosk.drop();
    await until(
      () => presenceOf(grid),
      (cell) => /^Offline since Today, /.test(cell[0] ?? ''),
      'Offline, live',
    );
    await look(page, 'fleet-offline');

    // The Presence filter lives in the address: Offline lists only that kiosk, even after a reload.
    await page.getByRole('searchbox', { name: en.search }).fill('');
    await page.getByRole('combobox', { name: en.presence }).click();
    await page.getByRole('option', { name: 'Offline', exact: true }).click();
    await page.waitForURL(/\/fleet\?presence=offline$/);
    await until(
      () => serialsOf(grid),
      (serials) => serials.join() === 'GN-100005',
      'Serial numbers',
    );
    await page.reload();
    await until(
      () => serialsOf(grid),
      (serials) => serials.join() === 'GN-100005',
      'Serial numbers',
    );

    // A serial number opens the kiosk's dashboard, where the same connection shows.
    await grid.getByRole('button', { name: 'Open the dashboard of kiosk GN-100005' }).click();
    await page.waitForURL(/\/kioskDashboard$/);
    const status = page.getByRole('region', { name: 'Kiosk Status', exact: true });
    await status.getByText(/^Since /).waitFor();
    expect(await status.getByText('Offline', { exact: true }).count()).toBeGreaterThan(0);
  });

  it('pages on the server and narrows to the Abbys behind their latest update', async () => {
    const { page, grid } = await openFleet(en);
    await page.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: 'Abby', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('switch', { name: 'Behind only' }).click();
    await page.waitForURL(/\/fleet\?kind=abby&behind=true$/);
    const software = await waitForCells(
      grid,
      'updatesBehind',
      (texts) => texts.length > 0 && texts.every((text) => /updates? behind$/.test(text)),
    );
    expect((await cells(grid, 'serialNumber')).every((text) => / · Abby v\d+$/.test(text))).toBe(true);
    expect(software.length).toBeGreaterThan(0);

    await page.getByRole('switch', { name: 'Behind only' }).click();
    await page.waitForURL(/\/fleet\?kind=abby$/);
    await until(
      () => serialsOf(grid),
      (serials) => serials.length === 10,
      'Serial numbers',
    );
    await page.getByRole('button', { name: 'Go to next page' }).click();
    const second = await until(
      () => serialsOf(grid),
      (serials) => serials.length > 0 && !serials.includes('AB21-100000'),
      'Serial numbers',
    );
    expect(second.every((serial) => serial.startsWith('AB'))).toBe(true);
  });

  it('speaks French, with the same rows', async () => {
    const { page, grid } = await openFleet(fr);
    expect(await page.getByRole('columnheader', { name: fr.presence }).count()).toBe(1);
    expect(new Set(await presenceOf(grid))).toContain('Jamais connecté');
    expect((await cells(grid, 'updatesBehind')).some((text) => /À jour|de retard/.test(text))).toBe(true);
    await look(page, 'fleet-french');
  });

  it('sends anyone but an admin back Home', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'domain.manager@ambient.demo');
    opened.add(page.context());
    await page.getByRole('button', { name: en.openMenu }).waitFor();
    await page.goto(`${suite.product.url}/fleet`);
    await page.waitForURL(`${suite.product.url}/`);
    expect(await page.getByRole('heading', { name: en.screen }).count()).toBe(0);
  });
});
