import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, gridOf, waitForCells } from './support/grid.js';

const suite = productInChromium();

const en = {
  screen: 'Button Configs',
  table: 'Configuration details table',
  configuration: 'Button configuration',
  add: 'Add Detail',
  edit: 'Edit Detail',
  button: 'Button',
  action: 'Action',
  description: 'Description',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete',
  deleteTitle: 'Delete Detail?',
  buttonRequired: 'Button is required',
  actionRequired: 'Action is required',
  descriptionTooLong: 'Description cannot exceed 50 characters',
  locked: 'This button comes with every configuration: only its description can change.',
  empty: 'No details found',
  standard: 'Standard',
  simple: 'Simple',
  power: 'Power button',
  red: 'Red button',
  green: 'Green button',
  blue: 'Blue button',
  showMessages: 'Show messages',
  showPhotos: 'Show photos',
  playMusic: 'Play music',
  screenOnOff: 'Turn screen on or off (system)',
};
const fr: typeof en = {
  screen: 'Configurations des boutons',
  table: 'Tableau des détails de la configuration',
  configuration: 'Configuration des boutons',
  add: 'Ajouter un détail',
  edit: 'Modifier le détail',
  button: 'Bouton',
  action: 'Action',
  description: 'Description',
  save: 'Enregistrer',
  cancel: 'Annuler',
  remove: 'Supprimer',
  deleteTitle: 'Supprimer le détail ?',
  buttonRequired: 'Le bouton est obligatoire',
  actionRequired: 'L’action est obligatoire',
  descriptionTooLong: 'La description ne peut pas dépasser 50 caractères',
  locked: 'Ce bouton fait partie de toutes les configurations : seule sa description peut changer.',
  empty: 'Aucun détail trouvé',
  standard: 'Standard',
  simple: 'Simple',
  power: 'Bouton d’alimentation',
  red: 'Bouton rouge',
  green: 'Bouton vert',
  blue: 'Bouton bleu',
  showMessages: 'Afficher les messages',
  showPhotos: 'Afficher les photos',
  playMusic: 'Jouer de la musique',
  screenOnOff: 'Allumer ou éteindre l’écran (système)',
};

/** The options a select offers, closing it afterwards. */
async function optionsOf(page: Page, field: Locator): Promise<string[]> {
  await field.click();
  const options = (await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((o) => o.trim());
  await page.keyboard.press('Escape');
  return options;
}

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openScreen(page: Page, text: typeof en): Promise<Locator> {
  await page.goto(`${suite.product.url}/configManager`);
  await page.getByRole('heading', { name: text.screen }).waitFor();
  const grid = gridOf(page, text.table);
  await waitForCells(grid, 'buttonId', (list) => list.length > 0);
  return grid;
}

describe('Button Configs', () => {
  it('adds, edits and deletes details, and keeps a non-configurable row, as an admin in English', async () => {
    const text = en;
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    const grid = await openScreen(page, text);
    const headers = (await grid.locator('[role="columnheader"]').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(['Button', 'Action', 'Description', 'Actions']);
    await expect(page.getByRole('combobox', { name: text.configuration }).innerText()).resolves.toBe(
      text.standard,
    );
    // Standard's rows match its description: the two fixed buttons, then messages, photos, videos, call.
    await waitForCells(
      grid,
      'description',
      (list) => list.join() === 'Power,Volume,Messages,Photos,Videos,Call',
    );
    await look(page, 'button-configs-en');
    // Simple has two buttons: messages and photos; the rest of this test works on it.
    await choose(page, page.getByRole('combobox', { name: text.configuration }), text.simple);
    await waitForCells(
      grid,
      'buttonId',
      (list) => list.join() === 'Power button,Volume knob,Red button,Green button',
    );

    // Add: the rules, then the pickers leave out what the configuration already uses.
    await page.getByRole('button', { name: text.add }).click();
    const dialog = page.getByRole('dialog', { name: text.add });
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.buttonRequired).waitFor();
    await dialog.getByText(text.actionRequired).waitFor();
    const buttons = await optionsOf(page, dialog.getByRole('combobox', { name: text.button }));
    expect(buttons).not.toContain(text.red);
    expect(buttons).not.toContain(text.green);
    expect(buttons).toContain(text.blue);
    // The non-configurable Power button has its one row already: it is not offered again.
    expect(buttons).not.toContain(text.power);
    const actions = await optionsOf(page, dialog.getByRole('combobox', { name: text.action }));
    expect(actions).not.toContain(text.showMessages);
    expect(actions).not.toContain(text.showPhotos);
    expect(actions).toContain(text.playMusic);
    await choose(page, dialog.getByRole('combobox', { name: text.button }), text.blue);
    await choose(page, dialog.getByRole('combobox', { name: text.action }), text.playMusic);
    await dialog.getByLabel(text.description).fill('x'.repeat(51));
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.descriptionTooLong).waitFor();
    await look(page, 'button-configs-add-errors-en');
    await dialog.getByLabel(text.description).fill('Family songs');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'description', (list) => list.includes('Family songs'));

    // Edit it: a new description.
    await grid.getByRole('button', { name: text.blue, exact: true }).click();
    const edit = page.getByRole('dialog', { name: text.edit });
    await edit.getByLabel(text.description).fill('Music');
    await edit.getByRole('button', { name: text.save }).click();
    await edit.waitFor({ state: 'hidden' });
    await waitForCells(
      grid,
      'description',
      (list) => list.includes('Music') && !list.includes('Family songs'),
    );
    expect(await cells(grid, 'buttonActionId')).toContain(text.playMusic);

    // A non-configurable row: no delete, button and action locked, the description may change.
    const powerDelete = grid.getByRole('button', { name: `${text.power} cannot be removed` });
    await expect(powerDelete.isDisabled()).resolves.toBe(true);
    await grid.getByRole('button', { name: text.power, exact: true }).click();
    const locked = page.getByRole('dialog', { name: text.edit });
    await locked.getByText(text.locked).waitFor();
    await expect(
      locked.getByRole('combobox', { name: text.button }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await expect(
      locked.getByRole('combobox', { name: text.action }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await look(page, 'button-configs-locked-en');
    await locked.getByLabel(text.description).fill('On and off');
    await locked.getByRole('button', { name: text.save }).click();
    await locked.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'description', (list) => list[0] === 'On and off');

    // Delete the added detail, after the confirmation.
    await grid.getByRole('button', { name: `Delete ${text.blue}` }).click();
    const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
    await confirm.getByText(/Blue button \(Play music\)/).waitFor();
    await confirm.getByRole('button', { name: text.remove }).click();
    await waitForCells(grid, 'buttonId', (list) => !list.includes(text.blue));

    // Another configuration has its own details.
    await choose(page, page.getByRole('combobox', { name: text.configuration }), text.standard);
    await waitForCells(
      grid,
      'description',
      (list) => list.join() === 'Power,Volume,Messages,Photos,Videos,Call',
    );
    await page.context().close();
  });

  it('speaks French, and keeps the non-configurable rows there too', async () => {
    const text = fr;
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await switchToFrench(page);
    const grid = await openScreen(page, text);
    const headers = (await grid.locator('[role="columnheader"]').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(['Bouton', 'Action', 'Description', 'Actions']);
    expect((await cells(grid, 'buttonActionId'))[0]).toBe(text.screenOnOff);
    await grid.getByRole('button', { name: text.power, exact: true }).click();
    const locked = page.getByRole('dialog', { name: text.edit });
    await locked.getByText(text.locked).waitFor();
    await locked.getByLabel(text.description).fill('x'.repeat(51));
    await locked.getByRole('button', { name: text.save }).click();
    await locked.getByText(text.descriptionTooLong).waitFor();
    await look(page, 'button-configs-locked-fr');
    await locked.getByRole('button', { name: text.cancel }).click();
    await locked.waitFor({ state: 'hidden' });
    await expect(
      grid.getByRole('button', { name: `${text.power} ne peut pas être retiré` }).isDisabled(),
    ).resolves.toBe(true);
    await page.context().close();
  });

  it('sends a kiosk manager back Home', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.goto(`${suite.product.url}/configManager`);
    await page.waitForURL(`${suite.product.url}/`);
    await expect(page.getByRole('heading', { name: en.screen }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
