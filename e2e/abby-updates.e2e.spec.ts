import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, gridOf, until, waitForCells } from './support/grid.js';

// The demo's super admin is the user the Unupdated Abbys list is configured for.
const suite = productInChromium({ UNUPDATED_ABBYS_IDS: 'ambient|superAdmin' });

const en = {
  unupdated: 'Unupdated Abbys',
  unupdatedTable: 'Unupdated Abbys table',
  unupdatedColumns: ['Name', 'Description', 'Facility', 'Online', 'TeamViewer ID', 'TeamViewer Pwd'],
  facility: 'Facility',
  all: 'All',
  search: 'Search kiosks',
  empty: 'No kiosks found',
  overrides: 'Manage Override Kiosks',
  overridesTable: 'Override kiosks table',
  overrideColumns: ['S/N', 'Description', 'Facility', 'Level', 'Installed', 'Online', 'Created'],
  selectedOnly: (n: number) => `Selected Only (${n})`,
  save: 'Save Changes',
  confirmTitle: 'Save Changes?',
  confirm: (a: string, d: string) => `${a} will be activated and ${d} deactivated.`,
  kiosks: (n: number) => (n === 1 ? `${n} kiosk` : `${n} kiosks`),
};
const fr: typeof en = {
  unupdated: 'Abby non mis à jour',
  unupdatedTable: 'Tableau des Abby non mis à jour',
  unupdatedColumns: [
    'Nom',
    'Description',
    'Installation',
    'En ligne',
    'ID TeamViewer',
    'Mot de passe TeamViewer',
  ],
  facility: 'Installation',
  all: 'Toutes',
  search: 'Rechercher des kiosques',
  empty: 'Aucun kiosque trouvé',
  overrides: 'Gérer les kiosques prioritaires',
  overridesTable: 'Tableau des kiosques prioritaires',
  overrideColumns: ['N/S', 'Description', 'Installation', 'Niveau', 'Installée', 'En ligne', 'Créé'],
  selectedOnly: (n: number) => `Sélection seulement (${n})`,
  save: 'Enregistrer les modifications',
  confirmTitle: 'Enregistrer les modifications\u202f?',
  confirm: (a: string, d: string) =>
    `Kiosques à activer\u202f: ${a}\u202f; kiosques à désactiver\u202f: ${d}.`,
  kiosks: (n: number) => String(n),
};

const headersOf = async (grid: Locator): Promise<string[]> =>
  (await grid.locator('[role="columnheader"]').allInnerTexts()).map((h) => h.trim()).filter((h) => h !== '');

async function openUnupdated(page: Page, text: typeof en): Promise<Locator> {
  await page.goto(`${suite.product.url}/unupdatedAbbys`);
  await page.getByRole('heading', { name: text.unupdated }).waitFor();
  const grid = gridOf(page, text.unupdatedTable);
  await waitForCells(grid, 'name', (list) => list.length > 0);
  return grid;
}

async function unupdatedScreen(page: Page, text: typeof en, shot: string): Promise<void> {
  const grid = await openUnupdated(page, text);
  expect(await headersOf(grid)).toEqual(text.unupdatedColumns);
  // Every row shows a TeamViewer id; the demo's Abbys without one are not listed.
  await expect(cells(grid, 'teamviewerId')).resolves.toEqual(
    expect.arrayContaining([expect.stringMatching(/^\d{10}$/)]),
  );
  expect((await cells(grid, 'teamviewerId')).every((id) => /^\d{10}$/.test(id))).toBe(true);
  await look(page, shot);

  // The facility filter: All first, then one facility's kiosks only.
  await page.getByRole('combobox', { name: text.facility }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first().innerText()).resolves.toBe(text.all);
  const facility = (await options.nth(1).innerText()).trim();
  await options.nth(1).click();
  await waitForCells(grid, 'facilityName', (list) => list.length > 0 && list.every((f) => f === facility));
  await page.getByRole('combobox', { name: text.facility }).click();
  await page.getByRole('listbox').getByRole('option', { name: text.all, exact: true }).click();
  await waitForCells(grid, 'facilityName', (list) => new Set(list).size > 1);

  // The search, and the empty text.
  const [name] = await cells(grid, 'name');
  await page.getByLabel(text.search).fill(name ?? '');
  await waitForCells(grid, 'name', (list) => list.length > 0 && list.every((n) => n.includes(name ?? '')));
  await page.getByLabel(text.search).fill('no such kiosk');
  await grid.getByText(text.empty).waitFor();
}

/** The checkbox of the row of a serial number. */
const checkboxOf = (grid: Locator, serial: string): Locator =>
  grid.locator('[role="row"]').filter({ hasText: serial }).getByRole('checkbox');

async function overridesScreen(page: Page, text: typeof en, shot: string): Promise<void> {
  await page.goto(`${suite.product.url}/updateOverrideAbbys`);
  await page.getByRole('heading', { name: text.overrides }).waitFor();
  const grid = gridOf(page, text.overridesTable);
  await waitForCells(grid, 'serialNumber', (list) => list.length > 0);
  expect(await headersOf(grid)).toEqual(text.overrideColumns);
  const selectedOnly = page.getByLabel(/\(\d+\)$/);
  const count = Number(
    /\((\d+)\)$/.exec(
      (
        await page
          .getByText(/\(\d+\)$/)
          .first()
          .innerText()
      ).trim(),
    )?.[1],
  );
  expect(count).toBeGreaterThan(0);
  await page.getByText(text.selectedOnly(count)).waitFor();
  await expect(page.getByRole('button', { name: text.save }).isDisabled()).resolves.toBe(true);
  await look(page, shot);

  // Selected Only shows the override kiosks; then one more is selected from the whole list.
  await selectedOnly.check();
  await waitForCells(grid, 'serialNumber', (list) => list.length === count);
  const overrides = await cells(grid, 'serialNumber');
  await selectedOnly.uncheck();
  await waitForCells(grid, 'serialNumber', (list) => list.length > count);
  const other = (await cells(grid, 'serialNumber')).find((s) => !overrides.includes(s)) as string;
  await checkboxOf(grid, other).check();
  await page.getByText(text.selectedOnly(count + 1)).waitFor();
  // And the first override kiosk is deselected.
  await page.getByLabel(text.search).fill(overrides[0] as string);
  await waitForCells(grid, 'serialNumber', (list) => list.join() === overrides[0]);
  await checkboxOf(grid, overrides[0] as string).uncheck();
  await page.getByText(text.selectedOnly(count)).waitFor();
  await page.getByLabel(text.search).fill('');

  await page.getByRole('button', { name: text.save }).click();
  const dialog = page.getByRole('alertdialog', { name: text.confirmTitle });
  await dialog.getByText(text.confirm(text.kiosks(1), text.kiosks(1))).waitFor();
  await look(page, `${shot}-confirm`);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });
  await until(
    () => page.getByRole('button', { name: text.save }).isDisabled(),
    (disabled) => disabled,
    'Save Changes disabled once saved',
  );
  // After a reload the selection is the saved one.
  await page.reload();
  await page.getByText(text.selectedOnly(count)).waitFor();
  await page.getByLabel(/\(\d+\)$/).check();
  await waitForCells(
    grid,
    'serialNumber',
    (list) => list.length === count && list.includes(other) && !list.includes(overrides[0] as string),
  );
}

describe('Abby updates', () => {
  it('shows Unupdated Abbys to the designated super admin, in English and French, and sends an admin back', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'super.admin@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await unupdatedScreen(page, en, 'unupdated-abbys-en');
    await switchToFrench(page);
    await unupdatedScreen(page, fr, 'unupdated-abbys-fr');

    const admin = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await admin.getByRole('button', { name: 'Account' }).waitFor();
    await admin.goto(`${suite.product.url}/unupdatedAbbys`);
    await admin.waitForURL((url) => !url.pathname.startsWith('/unupdatedAbbys'));
    await expect(admin.getByRole('heading', { name: en.unupdated }).count()).resolves.toBe(0);
  });

  it('manages the override kiosks: Selected Only with its count, Save Changes with what it activates and deactivates', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await overridesScreen(page, en, 'override-kiosks-en');
    await switchToFrench(page);
    await overridesScreen(page, fr, 'override-kiosks-fr');
  });
});
