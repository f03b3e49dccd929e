import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, settle, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, gridOf, until } from './support/grid.js';

const suite = productInChromium();

const ADMIN = 'admin@ambient.demo';

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  screen: 'Domains',
  facilitiesScreen: 'Facilities',
  newFacility: 'New Facility',
  table: 'Domains table',
  search: 'Search domains',
  filter: 'Organization',
  all: '(All)',
  newTitle: 'New Domain',
  editTitle: 'Edit Domain',
  organization: 'Organization',
  name: 'Name',
  description: 'Description',
  choose: 'Choose',
  pickerTitle: 'Choose Facilities',
  save: 'Save',
  ok: 'OK',
  remove: 'Delete',
  deleteTitle: 'Delete Domain?',
  refused: 'Validation Failed',
  organizationRequired: 'Organization is required',
  nameRequired: 'Name is required',
  placeChars:
    "A name may contain letters, digits, spaces and - ' . , & ( ) / #, and starts with a letter or a digit",
  facilityRequired: 'Choose at least one facility',
  empty: 'No domains found',
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  screen: 'Domaines',
  facilitiesScreen: 'Établissements',
  newFacility: 'Nouvel établissement',
  table: 'Tableau des domaines',
  search: 'Rechercher des domaines',
  filter: 'Organisation',
  all: '(Toutes)',
  newTitle: 'Nouveau domaine',
  editTitle: 'Modifier le domaine',
  organization: 'Organisation',
  name: 'Nom',
  description: 'Description',
  choose: 'Choisir',
  pickerTitle: 'Choisir des établissements',
  save: 'Enregistrer',
  ok: 'OK',
  remove: 'Supprimer',
  deleteTitle: 'Supprimer le domaine ?',
  refused: 'Échec de la validation',
  organizationRequired: 'L’organisation est obligatoire',
  nameRequired: 'Le nom est obligatoire',
  placeChars:
    "Un nom peut contenir des lettres, des chiffres, des espaces et - ' . , & ( ) / #, et commence par une lettre ou un chiffre",
  facilityRequired: 'Choisissez au moins un établissement',
  empty: 'Aucun domaine trouvé',
};

async function openFromMenu(page: Page, text: typeof en, entry: string): Promise<void> {
  await page.getByRole('button', { name: text.openMenu }).click();
  await page.getByRole('navigation', { name: text.mainMenu }).getByRole('button', { name: entry }).click();
}

async function waitForNames(grid: Locator, expected: (list: string[]) => boolean): Promise<string[]> {
  return until(() => cells(grid, 'name'), expected, 'Unexpected rows');
}

/** A facility in no domain, so a new domain has one to choose. */
async function addLooseFacility(page: Page, text: typeof en, name: string): Promise<void> {
  await openFromMenu(page, text, text.facilitiesScreen);
  await page.waitForURL(/\/facilityManager$/);
  await page.getByRole('button', { name: text.newFacility }).click();
  const dialog = page.getByRole('dialog', { name: text.newFacility });
  await dialog.getByLabel(text.name).fill(name);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function exerciseScreen(
  page: Page,
  text: typeof en,
  lang: 'en' | 'fr',
  created: { name: string; facility: string },
  blockedMessage: RegExp,
): Promise<void> {
  await addLooseFacility(page, text, created.facility);
  await openFromMenu(page, text, text.screen);
  await page.waitForURL(/\/domainManager$/);
  const grid = gridOf(page, text.table);
  await waitForNames(grid, (list) => list.includes('Central Canada'));

  // The organization filter, then (All) again.
  await page.getByRole('combobox', { name: text.filter }).click();
  await page.getByRole('option', { name: 'Harbor Senior Living' }).click();
  await waitForNames(grid, (list) => list.join() === 'Eastern States,Pacific States');
  await page.getByRole('combobox', { name: text.filter }).click();
  await page.getByRole('option', { name: text.all }).click();
  await waitForNames(grid, (list) => list.length === 4);

  // Create: every rule, the facility picker, then the new row at the top.
  await page.getByRole('button', { name: text.newTitle }).click();
  const dialog = page.getByRole('dialog', { name: text.newTitle });
  await dialog.waitFor();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(lang === 'en' ? 380 : 480);
  await dialog.getByRole('button', { name: text.save }).click();
  for (const message of [text.organizationRequired, text.nameRequired, text.facilityRequired]) {
    await dialog.getByText(message).waitFor();
  }
  await look(page, `domains-new-errors-${lang}`);
  await dialog.getByRole('combobox', { name: text.organization }).click();
  await page.getByRole('option', { name: 'Northern Lights Care Group' }).click();
  await dialog.getByLabel(text.name).fill(`${created.name} 2!`);
  await dialog.getByLabel(text.description).fill('Sudbury and the <north>');
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.getByText(text.placeChars).waitFor();
  await dialog.getByLabel(text.name).fill(` ${created.name} `);

  await dialog.getByRole('button', { name: text.choose }).click();
  const picker = page.getByRole('dialog', { name: text.pickerTitle });
  await picker.waitFor();
  expect(Math.round((await picker.boundingBox())?.width ?? 0)).toBe(500);
  const ok = picker.getByRole('button', { name: text.ok });
  expect(await ok.isDisabled()).toBe(true);
  // The dialog has finished opening and the table laid out before a row is ticked.
  await settle(page);
  // The table draws its rows again when the facilities are read again (a change notice from the
  // save before): a click on a row being replaced is lost, so the box is ticked until it shows.
  const tick = picker.getByRole('row', { name: new RegExp(created.facility) }).getByRole('checkbox');
  await until(
    async () => {
      if (!(await tick.isChecked())) await tick.click();
      return tick.isChecked();
    },
    (checked) => checked,
    `${created.facility} ticked`,
  );
  expect(await ok.isEnabled()).toBe(true);
  await look(page, `domains-picker-${lang}`);
  await ok.click();
  await picker.waitFor({ state: 'hidden' });
  await expect(dialog.getByText(created.facility).waitFor()).resolves.toBeUndefined();
  await look(page, `domains-new-${lang}`);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });
  await waitForNames(grid, (list) => list[0] === created.name);
  expect((await cells(grid, 'organizationName'))[0]).toBe('Northern Lights Care Group');
  expect((await cells(grid, 'assignedFacilities'))[0]).toBe(created.facility);
  expect((await cells(grid, 'description'))[0]).toBe('Sudbury and the <north>');

  // Edit: the name opens the dialog.
  await grid.getByRole('button', { name: created.name, exact: true }).click();
  const edit = page.getByRole('dialog', { name: text.editTitle });
  await expect(edit.getByLabel(text.name).inputValue()).resolves.toBe(created.name);
  await edit.getByLabel(text.description).fill('Sudbury and Thunder Bay');
  await edit.getByRole('button', { name: text.save }).click();
  await edit.waitFor({ state: 'hidden' });
  await until(
    () => cells(grid, 'description'),
    (list) => list[0] === 'Sudbury and Thunder Bay',
    'Unexpected descriptions',
  );
  await look(page, `domains-${lang}`);

  // A blocked delete: Central Canada still has a domain manager.
  await grid.getByRole('button', { name: `${text.remove} Central Canada` }).click();
  await page
    .getByRole('alertdialog', { name: text.deleteTitle })
    .getByRole('button', { name: text.remove })
    .click();
  const warning = page.getByRole('alertdialog', { name: text.refused });
  await warning.getByText(blockedMessage).waitFor();
  await look(page, `domains-delete-blocked-${lang}`);
  await warning.getByRole('button', { name: text.ok }).click();
  await warning.waitFor({ state: 'hidden' });
  await waitForNames(grid, (list) => list.includes('Central Canada'));

  // An allowed delete: the domain made above.
  await grid.getByRole('button', { name: `${text.remove} ${created.name}` }).click();
  await page
    .getByRole('alertdialog', { name: text.deleteTitle })
    .getByRole('button', { name: text.remove })
    .click();
  await waitForNames(grid, (list) => !list.includes(created.name) && list.includes('Central Canada'));

  // Search and the empty text.
  await page.getByLabel(text.search).fill('zzzz');
  await grid.getByText(text.empty).waitFor();
  await page.getByLabel(text.search).fill('');
  await waitForNames(grid, (list) => list.length === 4);
}

describe('the Domains screen', () => {
  it('shows kiosk counts as Abby | Genie in the kiosk-type colours, and the managers', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    await openFromMenu(page, en, en.screen);
    const grid = gridOf(page, en.table);
    await waitForNames(grid, (list) => list.includes('Central Canada'));
    const row = grid.getByRole('row', { name: /Central Canada/ });
    const kiosks = row.locator('[data-field="kioskCount"] [aria-label]');
    expect(await kiosks.getAttribute('aria-label')).toBe('6 Abby, 3 Genie');
    expect((await kiosks.innerText()).replace(/\s+/g, ' ').trim()).toBe('6 | 3');
    const colours = await kiosks
      .locator('span')
      .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
    expect(colours[0]).toBe('rgb(15, 123, 108)');
    expect(colours[2]).toBe('rgb(106, 75, 176)');
    expect(await row.locator('[data-field="users"]').innerText()).toContain('Denis Tremblay');
    await page.context().close();
  });

  it('creates, edits and deletes in English, then in French', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    await exerciseScreen(
      page,
      en,
      'en',
      { name: 'Northern Ontario', facility: 'Riverside Manor' },
      /^Central Canada still has domain managers assigned: .*Denis Tremblay.*\. Please unassign them first\.$/,
    );

    await page.goto(suite.product.url);
    await switchToFrench(page);
    await exerciseScreen(
      page,
      fr,
      'fr',
      { name: 'Nord du Québec', facility: 'Résidence du Fleuve' },
      /^Central Canada a encore des gestionnaires de domaine assignés\u202f: .*Denis Tremblay.*\. Veuillez d’abord les retirer\.$/,
    );
    await page.context().close();
  }, 180_000);
});
