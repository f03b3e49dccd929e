import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { holdRequests, look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { gridOf, until } from './support/grid.js';

const suite = productInChromium();

const ADMIN = 'admin@ambient.demo';

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  screen: 'Organizations',
  table: 'Organizations table',
  search: 'Search organizations',
  newTitle: 'New Organization',
  editTitle: 'Edit Organization',
  name: 'Name',
  save: 'Save',
  ok: 'OK',
  remove: 'Delete',
  deleteTitle: 'Delete Organization?',
  refused: 'Validation Failed',
  nameRequired: 'Name is required',
  empty: 'No organizations found',
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  screen: 'Organisations',
  table: 'Tableau des organisations',
  search: 'Rechercher des organisations',
  newTitle: 'Nouvelle organisation',
  editTitle: 'Modifier l’organisation',
  name: 'Nom',
  save: 'Enregistrer',
  ok: 'OK',
  remove: 'Supprimer',
  deleteTitle: 'Supprimer l’organisation ?',
  refused: 'Échec de la validation',
  nameRequired: 'Le nom est obligatoire',
  empty: 'Aucune organisation trouvée',
};

async function openScreen(page: Page, text: typeof en): Promise<Locator> {
  await page.getByRole('button', { name: text.openMenu }).click();
  await page
    .getByRole('navigation', { name: text.mainMenu })
    .getByRole('button', { name: text.screen })
    .click();
  await page.waitForURL(/\/organizationManager$/);
  const grid = gridOf(page, text.table);
  await grid.waitFor();
  return grid;
}

/** The data rows' first cells, top to bottom. */
async function names(grid: Locator): Promise<string[]> {
  return (await grid.locator('[role="gridcell"][data-field="name"]').allInnerTexts()).map((t) => t.trim());
}

async function waitForNames(grid: Locator, expected: (list: string[]) => boolean): Promise<string[]> {
  return until(() => names(grid), expected, 'Unexpected rows');
}

/** Create, edit, a blocked delete and an allowed delete, in the language of `text`. */
async function exerciseScreen(
  page: Page,
  text: typeof en,
  lang: 'en' | 'fr',
  created: string,
  blocked: { name: string; domains: string[]; message: string },
): Promise<void> {
  const grid = await openScreen(page, text);
  await waitForNames(grid, (list) => list.includes(blocked.name));

  // Create: the rules first, then the new row at the top.
  await page.getByRole('button', { name: text.newTitle }).click();
  const dialog = page.getByRole('dialog', { name: text.newTitle });
  await dialog.waitFor();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(lang === 'en' ? 380 : 480);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.getByText(text.nameRequired).waitFor();
  await look(page, `organizations-new-${lang}`);
  await dialog.getByLabel(text.name).fill(`  ${created}  `);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });
  const afterAdd = await waitForNames(grid, (list) => list[0] === created);
  expect(afterAdd[0]).toBe(created);

  // Edit: the name opens the dialog; the row shows the new name.
  await grid.getByRole('button', { name: created, exact: true }).click();
  const edit = page.getByRole('dialog', { name: text.editTitle });
  await expect(edit.getByLabel(text.name).inputValue()).resolves.toBe(created);
  await edit.getByLabel(text.name).fill(`${created} (East)`);
  await look(page, `organizations-edit-${lang}`);
  await edit.getByRole('button', { name: text.save }).click();
  await edit.waitFor({ state: 'hidden' });
  await waitForNames(grid, (list) => list[0] === `${created} (East)`);

  // A blocked delete: the confirmation lists the domains, the pre-check says why, nothing goes.
  await grid.getByRole('button', { name: `${text.remove} ${blocked.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
  for (const domain of blocked.domains) await confirm.getByText(domain).waitFor();
  await look(page, `organizations-delete-confirm-${lang}`);
  await confirm.getByRole('button', { name: text.remove }).click();
  const warning = page.getByRole('alertdialog', { name: text.refused });
  await warning.getByText(blocked.message).waitFor();
  await look(page, `organizations-delete-blocked-${lang}`);
  await warning.getByRole('button', { name: text.ok }).click();
  await warning.waitFor({ state: 'hidden' });
  await waitForNames(grid, (list) => list.includes(blocked.name));

  // An allowed delete: the organization made above.
  await grid.getByRole('button', { name: `${text.remove} ${created} (East)` }).click();
  await page
    .getByRole('alertdialog', { name: text.deleteTitle })
    .getByRole('button', { name: text.remove })
    .click();
  await waitForNames(grid, (list) => !list.includes(`${created} (East)`));

  // Search and the empty text.
  await page.getByLabel(text.search).fill('zzzz');
  await grid.getByText(text.empty).waitFor();
  await page.getByLabel(text.search).fill(blocked.name.slice(0, 6));
  await waitForNames(grid, (list) => list.length === 1 && list[0] === blocked.name);
  await look(page, `organizations-search-${lang}`);
}

describe('the Organizations screen', () => {
  it('keeps non-admins out', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'domain.manager@ambient.demo');
    await page.getByText('Your kiosks').waitFor();
    await page.goto(`${suite.product.url}/organizationManager`);
    await page.waitForURL(`${suite.product.url}/`);
    await expect(page.getByRole('grid').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('sorts on the server and shows dates as MMM-DD-YYYY', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    const grid = await openScreen(page, en);
    await waitForNames(grid, (list) => list[0] === 'Harbor Senior Living');
    const header = grid.getByRole('columnheader', { name: 'Organization' });
    await header.click();
    await header.click();
    await waitForNames(grid, (list) => list[0] === 'Northern Lights Care Group');
    const created = await grid.locator('[data-field="createDate"]').nth(1).innerText();
    expect(created.trim()).toMatch(/^[A-Z][a-z]{2}-\d{2}-\d{4}$/);
    await look(page, 'organizations-en');
    await page.context().close();
  });

  it('shows the loading texts, and puts a row back when the server refuses a change', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    // The server's answers wait until the test has seen what the console shows meanwhile.
    const lists = await holdRequests(page, '**/api/organizations/manager**');
    await page.getByRole('button', { name: en.openMenu }).click();
    await page
      .getByRole('navigation', { name: en.mainMenu })
      .getByRole('button', { name: en.screen })
      .click();
    await expect(page.getByText('One moment...').first().waitFor()).resolves.toBeUndefined();
    // Waiting is looked at too: the status and its progress have names.
    await look(page, 'organizations-first-load');
    await lists.release();
    const grid = gridOf(page, en.table);
    await waitForNames(grid, (list) => list.includes('Harbor Senior Living'));
    lists.hold();
    await page.getByLabel(en.search).fill('Harbor');
    await expect(page.getByText('Loading items...').first().waitFor()).resolves.toBeUndefined();
    await look(page, 'organizations-loading-items');
    await lists.release();
    await waitForNames(grid, (list) => list.length === 1);
    await lists.stop();

    const saves = await holdRequests(
      page,
      '**/api/organizations/*',
      (route) =>
        route.fulfill({ status: 422, json: { errorSeverity: 0, errorMessage: 'Refused for the test' } }),
      'PUT',
    );
    await grid.getByRole('button', { name: 'Harbor Senior Living', exact: true }).click();
    const edit = page.getByRole('dialog', { name: en.editTitle });
    await edit.getByLabel(en.name).fill('Harbor Renamed');
    await edit.getByRole('button', { name: en.save }).click();
    // The table changes at once, then goes back when the server refuses.
    await waitForNames(grid, (list) => list[0] === 'Harbor Renamed');
    await saves.release();
    const refused = page.getByRole('alertdialog', { name: 'Validation Failed' });
    await refused.getByText('Refused for the test').waitFor();
    await waitForNames(grid, (list) => list[0] === 'Harbor Senior Living');
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.context().close();
  });

  it('creates, edits and deletes in English, then in French', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    await exerciseScreen(page, en, 'en', 'Aurora Care Network', {
      name: 'Northern Lights Care Group',
      domains: ['Central Canada', 'Western Canada'],
      message:
        'Northern Lights Care Group still has 6 Facilities assigned to it. Please unassign the facilities first.',
    });

    await page.goto(suite.product.url);
    await switchToFrench(page);
    await exerciseScreen(page, fr, 'fr', 'Réseau Boréal', {
      name: 'Harbor Senior Living',
      domains: ['Eastern States', 'Pacific States'],
      message:
        'Harbor Senior Living a encore 4 établissements qui lui sont assignés. Veuillez d’abord retirer les établissements.',
    });
    await page.context().close();
  }, 180_000);
});
