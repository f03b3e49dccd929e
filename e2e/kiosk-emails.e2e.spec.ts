/**
 * Kiosk Emails, the Geniegrams (spec 03 §2.15; issue 13 point 4): a kiosk manager opens Kiosk
 * Emails from their Genie's dashboard, creates a Geniegram for a resident with a picture from the
 * device in English and one with audio in French, sees it first in the list and opens its detail;
 * an admin finds no New button and copies a Geniegram's Message Id.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { cells, gridOf, headersOf, tick, tickRow, until, waitForCells } from './support/grid.js';
import { closedAfterEach, picture, tone, type MediaFile } from './support/media.js';
import { productInChromium } from './support/product.js';
import { look, switchToFrench } from './support/screen.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const suite = productInChromium();
const opened = closedAfterEach();

const en = {
  home: 'Your kiosks',
  link: /^Kiosk Emails/,
  screen: 'Kiosk Emails: Genie 006',
  table: 'Geniegrams table',
  headers: ['Detail', 'Sent', 'Sender', 'Message', 'Attachments'],
  empty: 'No Geniegrams found',
  newLabel: 'New Geniegram',
  dialog: 'Create Geniegram',
  chooseResidents: 'Choose residents',
  picker: 'Choose residents',
  pickerTable: 'Residents of the kiosk',
  ok: 'OK',
  message: 'Message',
  residentRequired: 'Resident is required',
  required: 'Email message is required',
  add: 'Add pictures',
  noVideo: 'Add videos',
  send: 'Send',
  sent: 'Your Geniegram was sent.',
  text: 'Happy birthday, Mum!\nWe will call on Sunday.',
  detail: /^Open the Geniegram of /,
  detailTitle: /^Geniegram of /,
  close: 'Close',
  notOpened: 'Not opened yet',
  attachment: 'Birthday cake',
  kind: 'Picture',
  fromLibrary: 'From the library',
  libraryTitle: 'Choose media for the Geniegram',
};
const fr: typeof en = {
  home: 'Vos kiosques',
  link: /^Courriels des kiosques/,
  screen: 'Courriels du kiosque\u202f: Genie 006',
  table: 'Tableau des Geniegrammes',
  headers: ['Détail', 'Envoyé', 'Expéditeur', 'Message', 'Pièces jointes'],
  empty: 'Aucun Geniegramme trouvé',
  newLabel: 'Nouveau Geniegramme',
  dialog: 'Créer un Geniegramme',
  chooseResidents: 'Choisir les résidents',
  picker: 'Choisir les résidents',
  pickerTable: 'Résidents du kiosque',
  ok: 'OK',
  message: 'Message',
  residentRequired: 'Le résident est obligatoire',
  required: 'Le message du courriel est obligatoire',
  add: 'Ajouter des sons',
  noVideo: 'Ajouter des vidéos',
  send: 'Envoyer',
  sent: 'Votre Geniegramme a été envoyé.',
  text: 'Une chanson pour toi',
  detail: /^Ouvrir le Geniegramme du /,
  detailTitle: /^Geniegramme du /,
  close: 'Fermer',
  notOpened: 'Pas encore ouvert',
  attachment: 'Chanson',
  kind: 'Son',
  fromLibrary: 'De la bibliothèque',
  libraryTitle: 'Choisir des médias pour le Geniegramme',
};

/** Signs the kiosk manager in and opens Kiosk Emails from their Genie 006's dashboard. */
async function openFromDashboard(text: typeof en, french: boolean): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
  opened.add(page.context());
  await page.setViewportSize({ width: 1400, height: 900 });
  if (french) await switchToFrench(page);
  await page.getByText(text.home).waitFor();
  await page.getByText('GN-100005').click();
  await page.waitForURL(/\/kioskDashboard$/);
  await page.getByRole('button', { name: text.link }).click();
  await page.waitForURL(/\/kioskEmailManager$/);
  await page.getByRole('heading', { name: text.screen, level: 1 }).waitFor();
  return page;
}

/** Puts a picture in Genie 006's library, as its kiosk manager signed in on `page`. */
async function keepInKioskLibrary(page: Page, title: string): Promise<void> {
  const [kiosk] = (await suite.product.app
    .get(DataSource)
    .query(`SELECT id FROM kiosks WHERE serial_number = 'GN-100005'`)) as Array<{ id: number }>;
  const file = await picture(`${title}.png`, 'png', 60);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  form.append('metadata', JSON.stringify([{ title }]));
  // A multipart upload, which the typed client does not send.
  const answer = await fetch(`${suite.product.url}/api/mediaitems/kiosk/${kiosk!.id}/upload/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    body: form,
  });
  expect(answer.status).toBe(200);
}

async function createGeniegram(
  page: Page,
  text: typeof en,
  file: MediaFile,
  lang: string,
  libraryItem: string | null = null,
): Promise<void> {
  await page.getByRole('button', { name: text.newLabel }).click();
  const dialog = page.getByRole('dialog', { name: text.dialog });
  await dialog.waitFor();
  // Send checks the rules first.
  await dialog.getByRole('button', { name: text.send }).click();
  await dialog.getByText(text.residentRequired).waitFor();
  // The resident picker: OK waits for a choice.
  await dialog.getByRole('button', { name: text.chooseResidents }).click();
  const picker = page.getByRole('dialog', { name: text.picker });
  await picker.waitFor();
  expect(await picker.getByRole('button', { name: text.ok }).isDisabled()).toBe(true);
  // The first resident (the header's box comes first).
  await tick(picker.locator('[role="row"] input[type="checkbox"]').nth(1), 'The first resident ticked');
  await look(page, `kiosk-emails-picker-${lang}`);
  await picker.getByRole('button', { name: text.ok }).click();
  await picker.waitFor({ state: 'hidden' });
  await dialog.getByRole('button', { name: text.send }).click();
  await dialog.getByText(text.required).waitFor();
  await dialog.getByRole('textbox', { name: text.message }).fill(text.text);
  // The device's file: pictures and audio keep each other company, videos do not.
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: text.add }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: file.mimeType, buffer: file.buffer });
  await dialog.getByText(text.attachment, { exact: true }).waitFor();
  await dialog.getByText(new RegExp(`^${text.kind} · `)).waitFor();
  expect(await dialog.getByRole('button', { name: text.noVideo }).isDisabled()).toBe(true);
  if (libraryItem) {
    // And a picture of the kiosk's library: the attachments then show one at a time.
    await dialog.getByRole('button', { name: text.fromLibrary }).click();
    const selector = page.getByRole('dialog', { name: text.libraryTitle });
    const choices = gridOf(page, `${text.libraryTitle} table`);
    await waitForCells(choices, 'title', (shown) => shown.includes(libraryItem));
    await tickRow(choices, libraryItem);
    await selector.getByRole('button', { name: text.ok }).click();
    await selector.waitFor({ state: 'hidden' });
    await dialog.getByText('File 1–1 of 2').waitFor();
    await dialog.getByRole('button', { name: 'Next files' }).click();
    await dialog.getByText(libraryItem, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Previous files' }).click();
  }
  await look(page, `kiosk-emails-create-${lang}`);
  await dialog.getByRole('button', { name: text.send }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(text.sent).waitFor();
}

async function seeInListAndDetail(page: Page, text: typeof en, lang: string, attachments = 1): Promise<void> {
  const grid = gridOf(page, text.table);
  const firstLine = text.text.split('\n')[0]!;
  const messages = await waitForCells(grid, 'message', (list) => (list[0] ?? '').startsWith(firstLine));
  expect(messages[0]).toContain(firstLine);
  expect(await headersOf(grid)).toEqual(text.headers);
  expect((await cells(grid, 'sender'))[0]).toBe('Karen');
  expect((await cells(grid, 'attachments'))[0]).toBe(String(attachments));
  expect((await cells(grid, 'createDate'))[0]).toMatch(/^[A-Za-zéû]{3,4}\.?-\d{2}-\d{4}$/);
  await look(page, `kiosk-emails-list-${lang}`);
  await grid.getByRole('button', { name: text.detail }).first().click();
  const detail = page.getByRole('dialog', { name: text.detailTitle });
  await detail.waitFor();
  await detail.getByText(firstLine, { exact: false }).waitFor();
  // No Genie has reported it opened yet (decision 0083).
  await detail.getByText(text.notOpened, { exact: false }).first().waitFor();
  if (attachments > 1) {
    // Four a page: every attachment shows.
    await detail.getByRole('combobox', { name: 'Per page' }).click();
    await page.getByRole('option', { name: '4', exact: true }).click();
  }
  await detail.getByText(text.attachment, { exact: true }).waitFor();
  if (attachments > 1) await detail.getByText('Garden party', { exact: true }).waitFor();
  await look(page, `kiosk-emails-detail-${lang}`);
  await detail.getByRole('button', { name: text.close }).click();
  await detail.waitFor({ state: 'hidden' });
}

describe('Kiosk Emails', () => {
  it('lets a kiosk manager create a Geniegram with a picture and one of the library and see it in the list and its detail, in English', async () => {
    const page = await openFromDashboard(en, false);
    await keepInKioskLibrary(page, 'Garden party');
    await createGeniegram(page, en, await picture('Birthday cake.png', 'png', 200), 'en', 'Garden party');
    await seeInListAndDetail(page, en, 'en', 2);
    // Every dialog of the flow has closed (one may still be on its way out): none is left open.
    await until(
      () => page.getByRole('dialog').allInnerTexts(),
      (open) => open.length === 0,
      'Dialogs left open',
    );
  });

  it('lets a kiosk manager create a Geniegram with audio and see it in the list and its detail, in French', async () => {
    const page = await openFromDashboard(fr, true);
    await createGeniegram(page, fr, await tone('Chanson.mp3'), 'fr');
    await seeInListAndDetail(page, fr, 'fr');
  });

  it('shows admins no New button and lets them copy a Message Id', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    opened.add(page.context());
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByRole('button', { name: /^(Dashboard|Tableau de bord)$/ }).waitFor();
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.product.url });
    await page.goto(`${suite.product.url}/kioskEmailManager`);
    await page.getByRole('heading', { name: /^(Kiosk Emails|Courriels des kiosques)$/, level: 1 }).waitFor();
    await page.getByRole('combobox', { name: /^(Kiosk|Kiosque)$/ }).click();
    await page.getByRole('option', { name: 'Genie 006', exact: true }).click();
    const grid = gridOf(
      page,
      (await page.evaluate(() => document.documentElement.lang)).startsWith('fr') ? fr.table : en.table,
    );
    await waitForCells(grid, 'message', (list) => list.length >= 2);
    await expect(
      page.getByRole('button', { name: /^(New Geniegram|Nouveau Geniegramme)$/ }).count(),
    ).resolves.toBe(0);
    await grid
      .getByRole('button', { name: /^(Open the Geniegram of|Ouvrir le Geniegramme du) / })
      .first()
      .click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('textbox', { name: /^(Message Id|Identifiant du message)$/ }).waitFor();
    const messageId = await detail
      .getByRole('textbox', { name: /^(Message Id|Identifiant du message)$/ })
      .inputValue();
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@geniegram\.ambient>$/);
    await detail.getByRole('button', { name: /^(Copy|Copier)$/ }).click();
    await detail.getByText(/^Copi(ed!|é\u202f!)$/).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(messageId);
    await look(page, 'kiosk-emails-detail-admin');
    // The notice goes after two seconds.
    await detail.getByText(/^Copi(ed!|é\u202f!)$/).waitFor({ state: 'hidden' });
  });
});
