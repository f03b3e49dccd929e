import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, gridOf, until, waitForCells } from './support/grid.js';

const suite = productInChromium();

const ADMIN = 'admin@ambient.demo';

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  screen: 'Facilities',
  table: 'Facilities table',
  search: 'Search facilities',
  newTitle: 'New Facility',
  editTitle: 'Edit Facility',
  name: 'Name',
  street: 'Street',
  city: 'City',
  country: 'Country',
  province: 'Province',
  state: 'State',
  domain: 'Domain',
  canada: 'Canada',
  unitedStates: 'United States',
  noDomain: '(No Domain)',
  changeDomains: 'Change Domains?',
  changeDomainsConfirm: 'Change Domains',
  save: 'Save',
  cancel: 'Cancel',
  ok: 'OK',
  remove: 'Delete',
  deleteTitle: 'Delete Facility?',
  refused: 'Validation Failed',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be 50 characters or less',
  streetTooLong: 'Street cannot exceed 100 characters',
  cityTooLong: 'City cannot exceed 100 characters',
  empty: 'No facilities found',
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  screen: 'Établissements',
  table: 'Tableau des établissements',
  search: 'Rechercher des établissements',
  newTitle: 'Nouvel établissement',
  editTitle: 'Modifier l’établissement',
  name: 'Nom',
  street: 'Rue',
  city: 'Ville',
  country: 'Pays',
  province: 'Province',
  state: 'État',
  domain: 'Domaine',
  canada: 'Canada',
  unitedStates: 'États-Unis',
  noDomain: '(Aucun domaine)',
  changeDomains: 'Changer de domaine ?',
  changeDomainsConfirm: 'Changer de domaine',
  save: 'Enregistrer',
  cancel: 'Annuler',
  ok: 'OK',
  remove: 'Supprimer',
  deleteTitle: 'Supprimer l’établissement ?',
  refused: 'Échec de la validation',
  nameRequired: 'Le nom est obligatoire',
  nameTooLong: 'Le nom doit contenir au plus 50 caractères',
  streetTooLong: 'La rue ne peut pas dépasser 100 caractères',
  cityTooLong: 'La ville ne peut pas dépasser 100 caractères',
  empty: 'Aucun établissement trouvé',
};

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function exerciseScreen(
  page: Page,
  text: typeof en,
  lang: 'en' | 'fr',
  scenario: {
    created: string;
    /** A facility of Central Canada, whose domain manager makes a move ask first. */
    managed: string;
    /** Whether to go through with the move (else cancel). */
    move: boolean;
    blocked: string;
    blockedMessage: RegExp;
  },
): Promise<void> {
  await page.getByRole('button', { name: text.openMenu }).click();
  await page
    .getByRole('navigation', { name: text.mainMenu })
    .getByRole('button', { name: text.screen })
    .click();
  await page.waitForURL(/\/facilityManager$/);
  const grid = gridOf(page, text.table);
  await waitForCells(grid, 'name', (list) => list.includes(scenario.blocked));

  // Search covers the province/state and the domain.
  await page.getByLabel(text.search).fill('QC');
  await waitForCells(grid, 'name', (list) => list.join() === 'Résidence Les Érables');
  await page.getByLabel(text.search).fill('Pacific');
  await waitForCells(grid, 'name', (list) => list.join() === 'Evergreen Terrace,Sunrise Gardens');
  await page.getByLabel(text.search).fill('');
  await waitForCells(grid, 'name', (list) => list.length === 10);

  // Create: the rules, province/state only after a country, then the row at the top.
  await page.getByRole('button', { name: text.newTitle }).click();
  const dialog = page.getByRole('dialog', { name: text.newTitle });
  await dialog.waitFor();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(400);
  const provState = dialog.getByRole('combobox', { name: new RegExp(`^(${text.province}|${text.state})$`) });
  await expect(provState.count()).resolves.toBe(0);
  await expect(dialog.getByRole('combobox', { name: text.domain }).innerText()).resolves.toBe(text.noDomain);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.getByText(text.nameRequired).waitFor();
  await dialog.getByLabel(text.name).fill('x'.repeat(51));
  await dialog.getByLabel(text.street).fill('s'.repeat(101));
  await dialog.getByLabel(text.city).fill('c'.repeat(101));
  await dialog.getByRole('button', { name: text.save }).click();
  for (const message of [text.nameTooLong, text.streetTooLong, text.cityTooLong]) {
    await dialog.getByText(message).waitFor();
  }
  await look(page, `facilities-new-errors-${lang}`);
  await dialog.getByLabel(text.name).fill(scenario.created);
  await dialog.getByLabel(text.street).fill('1 Lake Road');
  await dialog.getByLabel(text.city).fill('Burlington');
  await choose(page, dialog.getByRole('combobox', { name: text.country }), text.canada);
  const province = dialog.getByRole('combobox', { name: text.province });
  await choose(page, province, 'Ontario');
  await expect(province.innerText()).resolves.toBe('Ontario');
  await choose(page, dialog.getByRole('combobox', { name: text.country }), text.unitedStates);
  const state = dialog.getByRole('combobox', { name: text.state });
  await expect(state.innerText()).resolves.toMatch(/^[\s\u200b]*$/);
  await expect(province.count()).resolves.toBe(0);
  await choose(page, state, 'Vermont');
  await look(page, `facilities-new-${lang}`);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });
  await waitForCells(grid, 'name', (list) => list[0] === scenario.created);
  expect((await cells(grid, 'provState'))[0]).toBe('VT');
  expect((await cells(grid, 'city'))[0]).toBe('Burlington');
  expect((await cells(grid, 'domainName'))[0]).toBe('');

  // Edit.
  await grid.getByRole('button', { name: scenario.created, exact: true }).click();
  const edit = page.getByRole('dialog', { name: text.editTitle });
  await expect(edit.getByLabel(text.name).inputValue()).resolves.toBe(scenario.created);
  await expect(edit.getByRole('combobox', { name: text.state }).innerText()).resolves.toBe('Vermont');
  await edit.getByLabel(text.city).fill('Montpelier');
  await edit.getByRole('button', { name: text.save }).click();
  await edit.waitFor({ state: 'hidden' });
  await waitForCells(grid, 'city', (list) => list[0] === 'Montpelier');

  // Moving a facility away from a domain with managers asks first.
  await grid.getByRole('button', { name: scenario.managed, exact: true }).click();
  const move = page.getByRole('dialog', { name: text.editTitle });
  const domain = move.getByRole('combobox', { name: text.domain });
  await expect(domain.innerText()).resolves.toBe('Central Canada');
  await choose(page, domain, 'Western Canada');
  const ask = page.getByRole('alertdialog', { name: text.changeDomains });
  await ask.getByText(/Denis Tremblay/).waitFor();
  await look(page, `facilities-change-domains-${lang}`);
  if (scenario.move) {
    await ask.getByRole('button', { name: text.changeDomainsConfirm }).click();
    await expect(domain.innerText()).resolves.toBe('Western Canada');
    await move.getByRole('button', { name: text.save }).click();
    await move.waitFor({ state: 'hidden' });
    const row = grid.getByRole('row', { name: new RegExp(scenario.managed) });
    await until(
      () => row.locator('[data-field="domainName"]').innerText(),
      (value) => value === 'Western Canada',
      'Unexpected domain',
    );
  } else {
    await ask.getByRole('button', { name: text.cancel }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect(domain.innerText()).resolves.toBe('Central Canada');
    await move.getByRole('button', { name: text.cancel }).click();
    await move.waitFor({ state: 'hidden' });
  }

  // A blocked delete: every demo facility hosts kiosks.
  await grid.getByRole('button', { name: `${text.remove} ${scenario.blocked}` }).click();
  await page
    .getByRole('alertdialog', { name: text.deleteTitle })
    .getByRole('button', { name: text.remove })
    .click();
  const warning = page.getByRole('alertdialog', { name: text.refused });
  await warning.getByText(scenario.blockedMessage).waitFor();
  await look(page, `facilities-delete-blocked-${lang}`);
  await warning.getByRole('button', { name: text.ok }).click();
  await warning.waitFor({ state: 'hidden' });
  await waitForCells(grid, 'name', (list) => list.includes(scenario.blocked));

  // An allowed delete: the facility made above (no domain, no kiosks).
  await grid.getByRole('button', { name: `${text.remove} ${scenario.created}` }).click();
  await page
    .getByRole('alertdialog', { name: text.deleteTitle })
    .getByRole('button', { name: text.remove })
    .click();
  await waitForCells(grid, 'name', (list) => !list.includes(scenario.created) && list.length === 10);

  await page.getByLabel(text.search).fill('zzzz');
  await grid.getByText(text.empty).waitFor();
  await look(page, `facilities-empty-${lang}`);
  await page.getByLabel(text.search).fill('');
}

describe('the Facilities screen', () => {
  it('creates, edits, moves and deletes in English, then in French', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    await exerciseScreen(page, en, 'en', {
      created: 'Lakeview Lodge',
      managed: 'Maple Grove Residence',
      move: true,
      blocked: 'Harbourview Manor',
      blockedMessage:
        /^Harbourview Manor still hosts kiosks [A-Z0-9-]+, .+\. Please delete or move them first\.$/,
    });

    await page.goto(suite.product.url);
    await switchToFrench(page);
    await exerciseScreen(page, fr, 'fr', {
      created: 'Pavillon du Lac',
      managed: 'Résidence Les Érables',
      move: false,
      blocked: 'Prairie Sky Lodge',
      blockedMessage:
        /^Prairie Sky Lodge héberge encore les kiosques [A-Z0-9-]+, .+\. Veuillez d’abord les supprimer ou les déplacer\.$/,
    });
    await page.context().close();
  }, 180_000);
});
