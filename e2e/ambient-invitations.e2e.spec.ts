import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, gridOf, headersOf, waitForCells } from './support/grid.js';

const suite = productInChromium();

const en = {
  lang: 'en',
  screen: 'Ambient Invitations',
  table: 'Ambient invitations table',
  headers: ['ID', 'Message', 'Default', 'Activate Response', 'Delete'],
  create: 'Create Invitation',
  edit: 'Edit Invitation',
  message: 'Message',
  activate: 'Activate Response',
  save: 'Save',
  cancel: 'Cancel',
  search: 'Search invitations',
  empty: 'No Ambient Invitations found',
  required: 'Message is required',
  tooLong: 'Message cannot exceed 200 characters',
  count: '0 of 200 characters',
  yes: 'Yes',
  deleteRow: (message: string) => `Delete the invitation “${message}”`,
  deleteDefault: (message: string) => `“${message}” is a default invitation: it cannot be deleted`,
  deleteTitle: 'Delete Invitation?',
  remove: 'Delete',
  refused: 'Validation Failed',
  defaultKept: 'A default invitation cannot be deleted: every new Abby starts with it.',
  ok: 'OK',
  created: 'Would you like to sing along?',
  edited: 'Would you like to sing a song together?',
  photos: 'Shall we look at some family photos?',
};
const fr: typeof en = {
  lang: 'fr',
  screen: 'Invitations ambiantes',
  table: 'Tableau des invitations ambiantes',
  headers: ['ID', 'Message', 'Par défaut', 'Activer la réponse', 'Supprimer'],
  create: 'Créer une invitation',
  edit: 'Modifier l’invitation',
  message: 'Message',
  activate: 'Activer la réponse',
  save: 'Enregistrer',
  cancel: 'Annuler',
  search: 'Rechercher des invitations',
  empty: 'Aucune invitation ambiante trouvée',
  required: 'Le message est obligatoire',
  tooLong: 'Le message ne peut pas dépasser 200 caractères',
  count: '0 caractères sur 200',
  yes: 'Oui',
  deleteRow: (message) => `Supprimer l’invitation «\u202f${message}\u202f»`,
  deleteDefault: (message) =>
    `«\u202f${message}\u202f» est une invitation par défaut\u202f: elle ne peut pas être supprimée`,
  deleteTitle: 'Supprimer l’invitation\u202f?',
  remove: 'Supprimer',
  refused: 'Échec de la validation',
  defaultKept:
    'Une invitation par défaut ne peut pas être supprimée\u202f: chaque nouvel Abby commence avec elle.',
  ok: 'OK',
  created: 'Voulez-vous chanter avec moi\u202f?',
  edited: 'Voulez-vous chanter une chanson ensemble\u202f?',
  photos: 'Shall we look at some family photos?',
};

async function openScreen(page: Page, text: typeof en): Promise<Locator> {
  await page.goto(`${suite.product.url}/abbyAmbientInvitationManager`);
  await page.getByRole('heading', { name: text.screen }).waitFor();
  const grid = gridOf(page, text.table);
  await waitForCells(grid, 'message', (list) => list.includes(text.photos));
  return grid;
}

async function manageInvitations(text: typeof en): Promise<void> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
  await page.getByRole('button', { name: 'Account' }).waitFor();
  if (text.lang === 'fr') await switchToFrench(page);
  const grid = await openScreen(page, text);
  expect(await headersOf(grid)).toEqual(text.headers);
  await look(page, `ambient-invitations-${text.lang}`);

  // Create: the rule's messages, the displayed maximum of 200, then the new row on top.
  await page.getByRole('button', { name: text.create }).click();
  const create = page.getByRole('dialog', { name: text.create });
  await create.getByText(text.count).waitFor();
  await create.getByRole('button', { name: text.save }).click();
  await create.getByText(text.required).waitFor();
  await create.getByLabel(text.message).fill('x'.repeat(201));
  await create.getByRole('button', { name: text.save }).click();
  await create.getByText(text.tooLong).waitFor();
  await look(page, `ambient-invitations-create-${text.lang}`);
  await create.getByLabel(text.message).fill(text.created);
  await create.getByLabel(text.activate).check();
  await create.getByRole('button', { name: text.save }).click();
  await create.waitFor({ state: 'hidden' });
  await waitForCells(grid, 'message', (list) => list[0] === text.created);
  expect((await cells(grid, 'isExecuteRandom'))[0]).toBe(text.yes);

  // Edit it.
  await grid.getByRole('button', { name: text.created, exact: true }).click();
  const edit = page.getByRole('dialog', { name: text.edit });
  await edit.getByLabel(text.message).fill(text.edited);
  await look(page, `ambient-invitations-edit-${text.lang}`);
  await edit.getByRole('button', { name: text.save }).click();
  await edit.waitFor({ state: 'hidden' });
  await waitForCells(grid, 'message', (list) => list.includes(text.edited) && !list.includes(text.created));

  // Search by message, then nothing found.
  const search = page.getByLabel(text.search, { exact: true });
  await search.fill(text.edited.slice(0, 20));
  await waitForCells(grid, 'message', (list) => list.length === 1 && list[0] === text.edited);
  await search.fill('zzz-nothing');
  await grid.getByText(text.empty).waitFor();
  await search.fill('');
  await waitForCells(grid, 'message', (list) => list.length > 1);

  // A default invitation is kept: its delete says why, and the server's refusal is shown.
  await grid.getByRole('button', { name: text.deleteDefault(text.photos) }).click();
  await page
    .getByRole('alertdialog', { name: text.deleteTitle })
    .getByRole('button', { name: text.remove })
    .click();
  const refusal = page.getByRole('alertdialog', { name: text.refused });
  await refusal.getByText(text.defaultKept, { exact: true }).waitFor();
  await look(page, `ambient-invitations-delete-refused-${text.lang}`);
  await refusal.getByRole('button', { name: text.ok }).click();
  await refusal.waitFor({ state: 'hidden' });
  await waitForCells(grid, 'message', (list) => list.includes(text.photos));

  // Delete the new one, after the confirmation.
  await grid.getByRole('button', { name: text.deleteRow(text.edited) }).click();
  const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
  await confirm.getByText(text.edited, { exact: false }).waitFor();
  await look(page, `ambient-invitations-delete-${text.lang}`);
  await confirm.getByRole('button', { name: text.remove }).click();
  await waitForCells(grid, 'message', (list) => !list.includes(text.edited) && list.includes(text.photos));
  await page.reload();
  await openScreen(page, text);
  expect(await cells(gridOf(page, text.table), 'message')).not.toContain(text.edited);
  await page.context().close();
}

describe('Ambient Invitations', () => {
  it('creates, edits, searches and deletes an invitation, and keeps a default one, in English', () =>
    manageInvitations(en));

  it('does the same in French', () => manageInvitations(fr));

  it('sends a kiosk manager back Home', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.goto(`${suite.product.url}/abbyAmbientInvitationManager`);
    await page.waitForURL(`${suite.product.url}/`);
    await expect(page.getByRole('heading', { name: en.screen }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
