/**
 * A subject's history (issue 14 point 3; decisions 0067 and 0068): an admin edits a resident in
 * the console, opens her history from the Residents table, reads the change as a readable diff,
 * picks the moment of her admission and sees her as she was then, and downloads the history as a
 * workbook that opens with its columns and the change in the admin's language. In English and in
 * French, each screen checked against WCAG 2.2 AA.
 */
import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { gridOf, waitForCells } from './support/grid.js';
import { closedAfterEach } from './support/media.js';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const suite = productInChromium();

const en = {
  locale: 'en-CA',
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  residents: 'Residents',
  residentsTable: 'Residents table',
  search: 'Search residents',
  editTitle: 'Edit Resident',
  language: 'Language',
  french: 'Français',
  save: 'Save',
  openHistory: (name: string) => `History of ${name}`,
  title: 'Resident history',
  eventsTable: 'Events',
  languageChange: 'Language: English → French',
  admitted: 'Admit resident',
  updated: 'Update resident',
  stateAfter: /^Show the state after the event of /,
  stateNow: 'As it stands now',
  stateAt: /^As it stood on /,
  languageNow: 'French',
  languageThen: 'English',
  moment: 'Moment',
  now: 'Now',
  nothing: 'Nothing was recorded of this item at that time.',
  download: 'Download .xlsx',
  sheet: 'Events',
  columns: ['Date (UTC)', 'Performed by', 'Role', 'Source', 'Event', 'Field', 'Before', 'After'],
  change: ['Language', 'English', 'French'],
  whoCouldSee: 'Who could see',
  whoTable: 'People who could see',
  whoMoment: 'Date and time',
  adminRoute: /^Admin, since /,
  seesAll: 'Messages, albums, picture',
  place: (kiosk: string) => new RegExp(`^Kiosk: ${kiosk} ·`),
};
const fr: typeof en = {
  locale: 'fr-CA',
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  residents: 'Résidents',
  residentsTable: 'Tableau des résidents',
  search: 'Rechercher des résidents',
  editTitle: 'Modifier le résident',
  language: 'Langue',
  french: 'Français',
  save: 'Enregistrer',
  openHistory: (name: string) => `Historique de ${name}`,
  title: 'Historique du résident',
  eventsTable: 'Événements',
  languageChange: 'Langue\u202f: Anglais → Français',
  admitted: 'Admettre le résident',
  updated: 'Modifier le résident',
  stateAfter: /^Afficher l’état après l’événement du /,
  stateNow: 'Tel qu’aujourd’hui',
  stateAt: /^Tel qu’au /,
  languageNow: 'Français',
  languageThen: 'Anglais',
  moment: 'Moment',
  now: 'Maintenant',
  nothing: 'Rien n’était enregistré de cet élément à ce moment.',
  download: 'Télécharger le .xlsx',
  sheet: 'Événements',
  columns: ['Date (UTC)', 'Effectué par', 'Rôle', 'Source', 'Événement', 'Champ', 'Avant', 'Après'],
  change: ['Langue', 'Anglais', 'Français'],
  whoCouldSee: 'Qui pouvait voir',
  whoTable: 'Personnes qui pouvaient voir',
  whoMoment: 'Date et heure',
  adminRoute: /^Administrateur, depuis le /,
  seesAll: 'Messages, albums, photo',
  place: (kiosk: string) => new RegExp(`^Kiosque\u202f: ${kiosk} ·`),
};

const opened = closedAfterEach();

/** The value the state table shows for a field. */
function stateValue(page: Page, field: string): Locator {
  return page
    .getByRole('table', { name: /^(As it|Tel qu)/ })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: field, exact: true }) })
    .getByRole('cell')
    .nth(1);
}

async function history(text: typeof en, lang: 'en' | 'fr'): Promise<void> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo', undefined, text.locale);
  opened.add(page.context());
  await page.setViewportSize({ width: 1440, height: 900 });
  if (lang === 'fr') await switchToFrench(page);
  await page.getByRole('button', { name: text.openMenu }).waitFor();

  // A resident on an Abby, admitted in English.
  const typed = typedApi(suite.product.url);
  const token = await accessTokenOf(page);
  const kiosk = await typed.post('/api/kiosks', {
    body: {
      serialNumber: `HI-E2E-${lang.toUpperCase()}`,
      name: `History ${lang} Abby`,
      kioskTypeId: 1,
      facilityId: null,
      languageId: 1,
      description: null,
    },
    token,
  });
  expect(kiosk.status).toBe(200);
  const kioskId = kiosk.json.kiosk.id;
  const first = 'Hélène';
  const last = `Histo${lang}`;
  const admitted = await typed.post('/api/residents', {
    body: {
      firstName: first,
      lastName: last,
      kioskTypeId: 1,
      kioskId,
      languageId: 1,
      bluetoothBeaconId: lang === 'en' ? '9201' : '9202',
    },
    token,
  });
  expect(admitted.status).toBe(200);

  // The admin edits her language in the Residents manager.
  await page.getByRole('button', { name: text.openMenu }).click();
  await page
    .getByRole('navigation', { name: text.mainMenu })
    .getByRole('button', { name: text.residents, exact: true })
    .click();
  await page.waitForURL(/\/residentManager$/);
  const residents = gridOf(page, text.residentsTable);
  await page.getByRole('searchbox', { name: text.search }).fill(last);
  await waitForCells(residents, 'firstName', (list) => list.length === 1 && list[0] === first);
  await residents.getByRole('button', { name: first, exact: true }).click();
  const edit = page.getByRole('dialog', { name: text.editTitle });
  await edit.getByRole('combobox', { name: text.language }).click();
  await page.getByRole('option', { name: text.french }).click();
  await edit.getByRole('button', { name: text.save }).click();
  await edit.waitFor({ state: 'hidden' });

  // Her history, from her row: the change reads as a diff, newest first.
  await residents.getByRole('button', { name: text.openHistory(`${first} ${last}`) }).click();
  await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
  await page.waitForURL(/\/history\?kind=resident&id=\d+$/);
  const events = gridOf(page, text.eventsTable);
  await events.getByRole('listitem', { name: text.languageChange }).waitFor();
  await waitForCells(events, 'command', (list) => list.join('|') === `${text.updated}|${text.admitted}`);
  await page.getByRole('heading', { name: text.stateNow }).waitFor();
  expect(await stateValue(page, text.language).innerText()).toBe(text.languageNow);
  await look(page, `history-resident-${lang}`);

  // The moment of her admission, before the edit: she read English then.
  await events.getByRole('button', { name: text.stateAfter }).last().click();
  await page.getByRole('heading', { name: text.stateAt }).waitFor();
  await until(() => stateValue(page, text.language).innerText(), text.languageThen);
  expect(await page.getByLabel(text.moment).inputValue()).toMatch(
    // The browser leaves out a whole minute's seconds.
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
  );
  await look(page, `history-resident-moment-${lang}`);
  // A moment typed before anything was recorded of her: the server says so.
  await page.getByLabel(text.moment).fill('2020-01-01T08:00:00');
  await page.getByRole('alert').filter({ hasText: text.nothing }).waitFor();
  await page.getByRole('button', { name: text.now }).click();
  await until(() => stateValue(page, text.language).innerText(), text.languageNow);

  // The whole history as a workbook, in the admin's language.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: text.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^history-resident-\d+\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet(text.sheet)!;
  const rows = sheet
    .getSheetValues()
    .flatMap((row) => (Array.isArray(row) ? [row.slice(1) as unknown[]] : []));
  expect(rows[0]).toEqual(text.columns);
  expect(rows.some((row) => text.change.every((value, i) => row[5 + i] === value))).toBe(true);
  expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Date);

  // Who could see her now: the admin, as an admin, everything; where she lives.
  await page.getByRole('button', { name: text.whoCouldSee }).click();
  await page.getByRole('heading', { name: text.whoCouldSee, level: 1 }).waitFor();
  await page.getByText(text.place(`History ${lang} Abby`)).waitFor();
  const who = gridOf(page, text.whoTable);
  const alice = who.getByRole('row').filter({ hasText: 'Alice Administrator' });
  await alice.getByText(text.adminRoute).waitFor();
  await alice.getByText(text.seesAll).waitFor();
  await look(page, `history-who-could-see-${lang}`);
  // Before she was admitted, nothing was recorded of her.
  await page.getByLabel(text.whoMoment).fill('2020-01-01T08:00:00');
  await page.getByRole('alert').filter({ hasText: text.nothing }).waitFor();
}

/** Waits until `read` gives `expected` (the state refetches after a moment is chosen). */
async function until(read: () => Promise<string>, expected: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  let value = await read();
  while (value !== expected) {
    if (Date.now() > deadline) throw new Error(`Expected ${expected}, read ${value}`);
    await new Promise((done) => setTimeout(done, 100));
    value = await read();
  }
}

describe('history', () => {
  it('shows a resident’s history, her state at a moment and its workbook in English', async () => {
    await history(en, 'en');
  }, 180_000);

  it('shows a resident’s history, her state at a moment and its workbook in French', async () => {
    await history(fr, 'fr');
  }, 180_000);
});
