import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { until } from './support/grid.js';

const suite = productInChromium();

const en = {
  lang: 'en',
  screen: 'Abby Expressions',
  language: 'Language',
  french: 'French',
  sets: ['Caregiver Tabs', 'Activities', 'Text Resources', 'Ambient Invitations'],
  activities: 'Activities',
  textResources: 'Text Resources',
  item: 'Item',
  english: 'Description (English)',
  translated: 'Description (French)',
  save: 'Save',
  cancel: 'Cancel',
  translation: 'Casse-tête des animaux',
  discarded: 'Jamais enregistré',
};
const fr: typeof en = {
  lang: 'fr',
  screen: 'Expressions Abby',
  language: 'Langue',
  french: 'Français',
  sets: ['Onglets de l’aidant', 'Activités', 'Ressources textuelles', 'Invitations ambiantes'],
  activities: 'Activités',
  textResources: 'Ressources textuelles',
  item: 'Élément',
  english: 'Description (anglais)',
  translated: 'Description (français)',
  save: 'Enregistrer',
  cancel: 'Annuler',
  translation: 'Jeu de mémoire',
  discarded: 'Jamais enregistré non plus',
};

async function openScreen(page: Page, text: typeof en): Promise<void> {
  await page.goto(`${suite.product.url}/AbbyExpressionManager`);
  await page.getByRole('heading', { name: text.screen }).waitFor();
  // The buttons wait for the expressions to be read.
  const activities = page.getByRole('button', { name: text.activities, exact: true });
  await until(
    () => activities.isEnabled(),
    (enabled) => enabled,
    'The Activities button stays disabled',
  );
}

/** Opens the Activities dialog on the activity named `name`. */
async function openActivity(page: Page, text: typeof en, name: string): Promise<Locator> {
  await page.getByRole('button', { name: text.activities, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.activities });
  await dialog.getByRole('combobox', { name: text.item }).click();
  await page.getByRole('listbox').getByRole('option', { name, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  return dialog;
}

async function translate(text: typeof en, itemIndex: number): Promise<void> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
  await page.getByRole('button', { name: 'Account' }).waitFor();
  if (text.lang === 'fr') await switchToFrench(page);
  await openScreen(page, text);
  // French is the language chosen, and the only one offered: English is the reference.
  await expect(page.getByRole('combobox', { name: text.language }).innerText()).resolves.toBe(text.french);
  for (const set of text.sets) await page.getByRole('button', { name: set, exact: true }).waitFor();
  await look(page, `expressions-${text.lang}`);

  // Translate an activity: the English reference is read-only beside the French field.
  await page.getByRole('button', { name: text.activities, exact: true }).click();
  let dialog = page.getByRole('dialog', { name: text.activities });
  await dialog.getByRole('combobox', { name: text.item }).click();
  const options = page.getByRole('listbox').getByRole('option');
  const chosen = (await options.nth(itemIndex).innerText()).trim();
  await options.nth(itemIndex).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  await expect(dialog.getByLabel(text.english).inputValue()).resolves.toBe(chosen);
  await expect(dialog.getByLabel(text.english).getAttribute('readonly')).resolves.not.toBeNull();
  await dialog.getByLabel(text.translated).fill(text.translation);
  await look(page, `expressions-activities-${text.lang}`);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Kept after a reload.
  await page.reload();
  await openScreen(page, text);
  dialog = await openActivity(page, text, chosen);
  await expect(dialog.getByLabel(text.translated).inputValue()).resolves.toBe(text.translation);

  // Cancel discards the edit copy.
  await dialog.getByLabel(text.translated).fill(text.discarded);
  await dialog.getByRole('button', { name: text.cancel }).click();
  await dialog.waitFor({ state: 'hidden' });
  dialog = await openActivity(page, text, chosen);
  await expect(dialog.getByLabel(text.translated).inputValue()).resolves.toBe(text.translation);
  await dialog.getByRole('button', { name: text.cancel }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Each other dialog opens, with its own fields.
  for (const set of [text.sets[0]!, text.textResources, text.sets[3]!]) {
    await page.getByRole('button', { name: set, exact: true }).click();
    const other = page.getByRole('dialog', { name: set });
    await other.getByRole('combobox', { name: text.item }).waitFor();
    await look(page, `expressions-${set.replaceAll(/\W+/g, '-').toLowerCase()}-${text.lang}`);
    await other.getByRole('button', { name: text.cancel }).click();
    await other.waitFor({ state: 'hidden' });
  }
  await page.context().close();
}

describe('Abby Expressions', () => {
  it('translates an activity into French, keeps it after a reload, and Cancel discards, in English', () =>
    translate(en, 0));

  it('does the same in French', () => translate(fr, 1));

  it('sends a kiosk manager back Home', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.goto(`${suite.product.url}/AbbyExpressionManager`);
    await page.waitForURL(`${suite.product.url}/`);
    await expect(page.getByRole('heading', { name: en.screen }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
