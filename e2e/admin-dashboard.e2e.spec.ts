import { afterEach, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { crc32 } from 'node:zlib';
import { kioskCameOnline } from './support/device-facts.js';
import { gridOf, until, waitForCells } from './support/grid.js';
import { look } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const suite = productInChromium();

/** Contexts a test opened; closed after it even when it fails, so no page lingers. */
const opened = new Set<BrowserContext>();
afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  opened.clear();
});

async function signInAdmin(locale = 'en-CA'): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo', undefined, locale);
  opened.add(page.context());
  return page;
}

/** Signs in as the demo admin and opens the dashboard from the Administrator Home. */
async function openDashboard(locale = 'en-CA'): Promise<Page> {
  const page = await signInAdmin(locale);
  const french = locale.startsWith('fr');
  await page.getByRole('button', { name: french ? 'Tableau de bord' : 'Dashboard', exact: true }).click();
  await page.waitForURL(/\/adminDashboard$/);
  return page;
}

/** A real zip archive holding one stored file. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data) >>> 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + data.length, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

describe('the admin dashboard', () => {
  it('shows the API version and the demo counts, and a tile leads to its screen', async () => {
    const page = await openDashboard();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor()).resolves.toBeUndefined();
    await expect(page.getByText('API 0.1.0').waitFor()).resolves.toBeUndefined();
    // Each tile is named by its visible text: title, number, detail.
    for (const name of [
      'Organizations 2',
      'Domains 4',
      'Facilities 10',
      'Kiosks 30 Genie 10 Abby 20',
      'Residents 80 Genie 26 Abby 54',
      'Users 26 Admin 2 Virtual Visitor 7 Family Facilitator 6 Kiosk Manager 6 Domain Manager 5',
    ]) {
      await expect(page.getByRole('button', { name, exact: true }).waitFor()).resolves.toBeUndefined();
    }
    const kiosks = await page.getByRole('button', { name: /^Kiosks \d/ }).innerText();
    expect(kiosks.replace(/\s+/g, ' ')).toContain('Genie 10 Abby 20');
    await look(page, 'admin-dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Dashboard' }).waitFor()).resolves.toBeUndefined();
    await look(page, 'admin-dashboard-small');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: /^Organizations \d/ }).click();
    await page.waitForURL(/\/organizationManager$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.getByText('Organizations').waitFor();
    expect((await crumbs.innerText()).replace(/\s+/g, ' ')).toMatch(
      /Home\s*\/?\s*Admin Dashboard\s*\/?\s*Organizations/,
    );
    await page.context().close();
  });

  it('lists the Event Log, ABBY and Genie menus and leads to their routes', async () => {
    const page = await openDashboard();
    const entriesOf = async (menu: string): Promise<string[]> => {
      await page.getByRole('button', { name: menu, exact: true }).click();
      const list = page.getByRole('menu', { name: menu });
      await list.waitFor();
      const entries = await list.getByRole('menuitem').allInnerTexts();
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });
      return entries;
    };
    expect(await entriesOf('Event Log')).toEqual([
      'User Events',
      'Resident Events',
      'Kiosk Events',
      'Playlist Events',
    ]);
    expect(await entriesOf('ABBY')).toEqual([
      'Abby Activities',
      'Ambient Invitations',
      'Abby Expressions',
      'Abby Updates',
      'Key Tag Mapper',
    ]);
    expect(await entriesOf('Genie')).toEqual([
      'Button Configs',
      'Release Update',
      'Manuals',
      'Promotional Media',
      'Message Purges',
    ]);
    await page.getByRole('button', { name: 'Event Log', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Kiosk Events' }).click();
    await page.waitForURL(/\/kioskEvents$/);
    await page.context().close();
  });

  it('copies the access token and says "Copied!" for two seconds', async () => {
    const page = await openDashboard();
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    await page.getByRole('button', { name: /^Facilities \d/ }).waitFor();
    await page.getByRole('button', { name: 'Copy Token' }).click();
    const notice = page.getByText('Copied!', { exact: true });
    await notice.waitFor();
    const shown = Date.now();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await accessTokenOf(page));
    expect(copied.split('.')).toHaveLength(3);
    await notice.waitFor({ state: 'hidden', timeout: 5000 });
    const visibleFor = Date.now() - shown;
    expect(visibleFor).toBeGreaterThan(1500);
    expect(visibleFor).toBeLessThan(3500);
    await page.context().close();
  });

  it('downloads the inventory workbook as the prefix plus the ISO date', async () => {
    const page = await openDashboard();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Inventory Workbook' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^AAT_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Organizations',
      'Domains',
      'Facilities',
      'Kiosks',
      'Residents',
      'Users',
    ]);
    expect(workbook.getWorksheet('Kiosks')?.rowCount).toBe(31);
    await page.context().close();
  });

  it('releases a Genie update: checks the file in the suite.browser, confirms, uploads, gives the level', async () => {
    const page = await openDashboard();
    await page.getByRole('button', { name: 'Genie', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Release Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release Update' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Release' }).click();
    await expect(dialog.getByText('No file was selected.').waitFor()).resolves.toBeUndefined();

    const input = dialog.locator('input[type=file]');
    await input.setInputFiles({
      name: 'genie-4.2.tar.gz',
      mimeType: 'application/gzip',
      buffer: zipOf('a', 'a'),
    });
    await expect(dialog.getByText('Invalid Filename').waitFor()).resolves.toBeUndefined();
    await expect(
      dialog.getByText('Filename not valid. Expected a zip file.').waitFor(),
    ).resolves.toBeUndefined();
    await input.setInputFiles({
      name: 'notes.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not a zip'),
    });
    await expect(
      dialog.getByText('Filename not valid. Expected a zip file.').waitFor(),
    ).resolves.toBeUndefined();
    await look(page, 'admin-dashboard-release-invalid');

    await input.setInputFiles({
      name: 'genie-4.2.0.zip',
      mimeType: 'application/zip',
      buffer: zipOf('version.txt', 'genie 4.2.0'),
    });
    await dialog.getByText('genie-4.2.0.zip').waitFor();
    expect(await dialog.getByText('Invalid Filename').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Release' }).click();
    const confirm = page.getByRole('dialog', { name: 'Release this update?' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('genie-4.2.0.zip');
    await confirm.getByRole('button', { name: 'Release' }).click();
    await expect(
      page.getByText('Update successfully released. Next update level is 13.').waitFor(),
    ).resolves.toBeUndefined();
    await look(page, 'admin-dashboard-release-done');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.context().close();
  });

  it('updates the Facilities tile without a reload when another admin creates a facility', async () => {
    const watcher = await openDashboard();
    const facilities = watcher.getByRole('button', { name: /^Facilities \d+$/ });
    await facilities.waitFor();
    const before = Number((await facilities.innerText()).replace(/\D+/g, ''));
    await watcher.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // A second browser context, signed in on its own, creates a facility through the API.
    const other = await signInAdmin();
    await other.getByText('Administrator Home').waitFor();
    const token = await accessTokenOf(other);
    const created = await other.evaluate(async (bearer) => {
      const response = await fetch('/api/facilities', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Live Update Lodge',
          street: '1 Test Street',
          city: 'Ottawa',
          countryId: 1,
          provStateId: 9,
          domainId: null,
        }),
      });
      return response.status;
    }, token);
    expect(created).toBe(200);

    await expect(
      watcher
        .getByRole('button', { name: `Facilities ${before + 1}`, exact: true })
        .waitFor({ timeout: 15_000 }),
    ).resolves.toBeUndefined();
    expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await other.context().close();
    await watcher.context().close();
  });
});

describe('the admin dashboard route', () => {
  it('shows the fleet live: a kiosk heard online by the gateway moves from never connected to online', async () => {
    const page = await openDashboard();
    const fleet = page.getByRole('region', { name: 'Fleet' });
    const counts = () => fleet.innerText().then((text) => text.replace(/\s+/g, ' '));
    // The demo's thirty kiosks have never spoken to the device gateway.
    await until(counts, (text) => text.includes('Online 0 Offline 0 Never connected 30'), 'Presence');
    expect(await counts()).toMatch(/Update backlog Abby kiosks behind \d+ Genie kiosks behind \d+/);
    // What the embedded gateway relays when the kiosk connects (decision 0029).
    await kioskCameOnline(suite.product, 'GN-100002', 2);
    await until(counts, (text) => text.includes('Online 1 Offline 0 Never connected 29'), 'Presence, live');
    await look(page, 'admin-dashboard-fleet');
    // Each count leads to the Fleet screen, filtered to the kiosks it counts.
    await fleet.getByRole('button', { name: 'Online', exact: true }).click();
    await page.waitForURL(/\/fleet\?presence=online$/);
    // Its one row: the kiosk's serial number, then its name and product.
    await waitForCells(
      gridOf(page, 'Fleet table'),
      'serialNumber',
      (rows) => rows.join() === 'GN-100002\nGenie 003 · Genie',
    );
  });

  it('sends anyone but an admin back Home', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
    opened.add(page.context());
    await page.getByText('Your kiosks').waitFor();
    await page.goto(`${suite.product.url}/adminDashboard`);
    await page.waitForURL(`${suite.product.url}/`);
    await expect(page.getByText('Your kiosks').waitFor()).resolves.toBeUndefined();
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  });
});

describe('the admin dashboard in French', () => {
  it('speaks French to an admin whose language is French', async () => {
    // The admin's language becomes French (the profile call the console makes).
    const english = await signInAdmin();
    await english.getByText('Administrator Home').waitFor();
    const token = await accessTokenOf(english);
    const status = await english.evaluate(async (bearer) => {
      const headers = { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' };
      const me = (await (await fetch('/api/users/me', { headers })).json()) as {
        profile: { id: string; email: string; name: string; nickname: string; picture: string | null };
      };
      const response = await fetch(`/api/users/${encodeURIComponent(me.profile.id)}/profile/admin`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ ...me.profile, languageId: 2, defaultResidentId: null }),
      });
      return response.status;
    }, token);
    expect(status).toBe(200);
    await english.context().close();

    const page = await openDashboard('fr-CA');
    await expect(
      page.getByRole('heading', { name: 'Tableau de bord de l’administrateur' }).waitFor(),
    ).resolves.toBeUndefined();
    await expect(page.getByRole('button', { name: /^Organisations 2$/ }).waitFor()).resolves.toBeUndefined();
    await expect(
      page.getByRole('button', { name: /^Établissements \d+$/ }).waitFor(),
    ).resolves.toBeUndefined();
    await expect(
      page.getByRole('button', { name: /^Utilisateurs 26 Administrateur 2 Visiteur virtuel 7/ }).waitFor(),
    ).resolves.toBeUndefined();
    for (const text of ['Journal d’événements', 'Copier le jeton', 'Télécharger le classeur d’inventaire']) {
      await expect(page.getByRole('button', { name: text }).waitFor()).resolves.toBeUndefined();
    }
    expect(await page.getByText('En direct').count()).toBe(1);
    await expect(
      page.getByRole('region', { name: 'Parc de kiosques' }).getByText('Jamais connectés').waitFor(),
    ).resolves.toBeUndefined();
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    await page.getByRole('button', { name: 'Copier le jeton' }).click();
    await expect(page.getByText('Copié !', { exact: true }).waitFor()).resolves.toBeUndefined();

    await page.getByRole('button', { name: 'Genie', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Publier une mise à jour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publier une mise à jour' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'genie.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(
      dialog.getByText('Nom de fichier non valide', { exact: true }).waitFor(),
    ).resolves.toBeUndefined();
    await expect(
      dialog.getByText('Nom de fichier non valide. Un fichier zip est attendu.').waitFor(),
    ).resolves.toBeUndefined();
    await look(page, 'admin-dashboard-fr');
    await page.context().close();
  });
});
