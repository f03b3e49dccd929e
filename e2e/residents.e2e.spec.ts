import { deflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, until, waitForCells } from './support/grid.js';

const suite = productInChromium();

const ADMIN = 'admin@ambient.demo';

const en = {
  screen: 'Residents',
  table: 'Residents table',
  create: 'Create Resident',
  typeTitle: 'Resident Type',
  abby: 'Abby',
  genie: 'Genie',
  newAbby: 'Create Abby Resident',
  newGenie: 'Create Genie Resident',
  editTitle: 'Edit Resident',
  firstName: /^First Name/,
  lastName: 'Last Name',
  language: 'Language',
  kiosk: 'Kiosk',
  kioskType: 'Kiosk Type',
  key: 'Key #',
  keyCard: 'Key/Card Id',
  beacon: /^Beacon ID/,
  uwb: 'UWB Tag Id',
  contact: 'Add a contact',
  contactEmail: /^Contact Email/,
  contactName: /^Contact Name/,
  nickname: 'Display Name',
  search: 'Search residents',
  save: 'Save',
  close: 'Close',
  cancel: 'Cancel',
  ok: 'OK',
  remove: 'Delete',
  deleteTitle: 'Delete Resident?',
  required: 'Value is required',
  selectionRequired: 'Selection is required',
  tooLong: 'Value cannot exceed 50 characters',
  numeric: 'Value must be numeric',
  uwbTooLong: 'Value cannot exceed 10 characters',
  emailInvalid: 'Enter a valid email',
  inspectionFailed: 'Inspection Failed',
  tooSmall: 'Resolution too low (120 x 90 pixels). The picture must be at least 400 x 400 pixels.',
  pictureSaved: 'The picture was changed.',
  invitation: 'An invitation email has been sent!',
  openDashboard: (name: string) => `Open the dashboard of ${name}`,
  deleteRow: (name: string) => `Delete ${name}`,
  empty: 'No residents found',
  all: '(All)',
  eraseOpen: 'Erase Personal Data',
  eraseTitle: 'Erase Personal Data?',
  eraseConfirm: 'Erase',
  erased: 'The personal data of the resident was erased.',
  erasedPerson: 'Erased person',
};
const fr: typeof en = {
  screen: 'Résidents',
  table: 'Tableau des résidents',
  create: 'Créer un résident',
  typeTitle: 'Type de résident',
  abby: 'Abby',
  genie: 'Genie',
  newAbby: 'Créer un résident Abby',
  newGenie: 'Créer un résident Genie',
  editTitle: 'Modifier le résident',
  firstName: /^Prénom/,
  lastName: 'Nom',
  language: 'Langue',
  kiosk: 'Kiosque',
  kioskType: 'Type de kiosque',
  key: 'Clé nº',
  keyCard: 'Id de clé/carte',
  beacon: /^Id de balise/,
  uwb: 'Id d’étiquette UWB',
  contact: 'Ajouter un contact',
  contactEmail: /^Courriel du contact/,
  contactName: /^Nom du contact/,
  nickname: 'Nom d’affichage',
  search: 'Rechercher des résidents',
  save: 'Enregistrer',
  close: 'Fermer',
  cancel: 'Annuler',
  ok: 'OK',
  remove: 'Supprimer',
  deleteTitle: 'Supprimer le résident ?',
  required: 'Valeur obligatoire',
  selectionRequired: 'Sélection obligatoire',
  tooLong: 'La valeur ne peut pas dépasser 50 caractères',
  numeric: 'La valeur doit être numérique',
  uwbTooLong: 'La valeur ne peut pas dépasser 10 caractères',
  emailInvalid: 'Entrez un courriel valide',
  inspectionFailed: 'Échec de l’inspection',
  tooSmall: 'Résolution trop faible (120 x 90 pixels). La photo doit faire au moins 400 x 400 pixels.',
  pictureSaved: 'La photo a été changée.',
  invitation: 'Un courriel d’invitation a été envoyé !',
  openDashboard: (name: string) => `Ouvrir le tableau de bord de ${name}`,
  deleteRow: (name: string) => `Supprimer ${name}`,
  empty: 'Aucun résident trouvé',
  all: '(Tous)',
  eraseOpen: 'Effacer ses données',
  eraseTitle: 'Effacer les données personnelles ?',
  eraseConfirm: 'Effacer',
  erased: 'Les données personnelles du résident ont été effacées.',
  erasedPerson: 'Personne effacée',
};

/** A plain PNG of the given size (one colour), for the picture checks. */
function png(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x7a)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The table, found by CSS so it can still be read while a dialog hides it from assistive tech. */
function gridOf(page: Page, text: typeof en): Locator {
  return page.locator(`[role="grid"][aria-label="${text.table}"]`);
}

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The condition never held');
}

async function choose(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Types into a kiosk combobox and picks the first option starting with the text. */
async function chooseKiosk(page: Page, field: Locator, name: string): Promise<void> {
  await field.fill(name);
  await page
    .getByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) })
    .first()
    .click();
}

async function openResidents(page: Page, text: typeof en): Promise<Locator> {
  await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).click();
  await page
    .getByRole('navigation', { name: /^(Main menu|Menu principal)$/ })
    .getByRole('button', { name: text.screen, exact: true })
    .click();
  await page.waitForURL(/\/residentManager$/);
  const grid = gridOf(page, text);
  await waitForCells(grid, 'firstName', (list) => list.length === 10);
  return grid;
}

/** Creates a Genie resident with a contact: the rules of the dialog, then the row on top. */
async function createGenie(
  page: Page,
  text: typeof en,
  lang: string,
  first: string,
  last: string,
): Promise<void> {
  const grid = gridOf(page, text);
  await page.getByRole('button', { name: text.create }).click();
  await page.getByRole('dialog', { name: text.typeTitle }).getByRole('button', { name: text.genie }).click();
  const dialog = page.getByRole('dialog', { name: text.newGenie });
  await dialog.waitFor();
  expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(400);
  // Genie: the key reads Key/Card Id, there is no beacon, no picture before the resident exists.
  await dialog.getByRole('combobox', { name: text.keyCard }).waitFor();
  await expect(dialog.getByLabel(text.beacon).count()).resolves.toBe(0);
  await expect(dialog.locator('input[type="file"]').count()).resolves.toBe(0);
  // Only Genie kiosks are offered.
  // The list may close once when the options refetch after the previous save: open it again then.
  const kioskField = dialog.getByRole('combobox', { name: text.kiosk });
  const options = await until(
    async () => {
      if (!(await page.getByRole('option').first().isVisible())) await kioskField.click();
      return (await page.getByRole('option').allInnerTexts()).map((o) => o.trim());
    },
    (list) => list.length > 0,
    'Kiosk options',
  );
  expect(options.length).toBeGreaterThan(0);
  expect(options.every((o) => o.startsWith('Genie'))).toBe(true);
  await page.keyboard.press('Escape');

  await dialog.getByLabel(text.contact).check();
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.getByText(text.required).first().waitFor();
  await dialog.getByText(text.selectionRequired).waitFor();
  await dialog.getByLabel(text.contactEmail).fill('not-an-email');
  await dialog.getByLabel(text.contactName).fill('Jocelyne Roy');
  await dialog.getByLabel(text.uwb).fill('12345678901');
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.getByText(text.emailInvalid).waitFor();
  await dialog.getByText(text.uwbTooLong).waitFor();
  await look(page, `residents-new-genie-errors-${lang}`);

  await dialog.getByLabel(text.firstName).fill(first);
  await dialog.getByLabel(text.lastName, { exact: true }).fill(last);
  await dialog.getByLabel(text.uwb).fill('UWB-77');
  await chooseKiosk(page, dialog.getByRole('combobox', { name: text.kiosk }), 'Genie 003');
  await dialog.getByLabel(text.contactEmail).fill(`jocelyne.${lang}@example.com`);
  await look(page, `residents-new-genie-${lang}`);
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(text.invitation).waitFor();
  await waitForCells(grid, 'firstName', (list) => list[0] === first);
  expect((await cells(grid, 'kiosk'))[0]).toBe('Genie 003');
}

async function deleteResident(page: Page, text: typeof en, name: string, first: string): Promise<void> {
  const grid = gridOf(page, text);
  await grid.getByRole('button', { name: text.deleteRow(name) }).click();
  await page
    .getByRole('alertdialog', { name: text.deleteTitle })
    .getByRole('button', { name: text.remove })
    .click();
  await waitForCells(grid, 'firstName', (list) => !list.includes(first));
  // The server confirmed: the console says the resident was deleted.
  await page.getByRole('alert').filter({ hasText: first }).waitFor();
}

/**
 * Erases a resident the admin created (decision 0061): Edit, Erase Personal Data, the question
 * (checked with axe), Erase; the table then shows the erased label in the resident's place.
 */
async function eraseResident(
  page: Page,
  text: typeof en,
  lang: string,
  first: string,
  last: string,
): Promise<void> {
  const grid = gridOf(page, text);
  await grid.getByRole('button', { name: first, exact: true }).click();
  const edit = page.getByRole('dialog', { name: text.editTitle });
  await edit.getByRole('button', { name: text.eraseOpen }).click();
  const question = page.getByRole('alertdialog', { name: text.eraseTitle });
  await question.getByText(`${first} ${last}`).waitFor();
  await look(page, `residents-erase-${lang}`);
  await question.getByRole('button', { name: text.eraseConfirm }).click();
  await question.waitFor({ state: 'hidden' });
  await edit.waitFor({ state: 'hidden' });
  await page.getByRole('alert').filter({ hasText: text.erased }).waitFor();
  await waitForCells(grid, 'firstName', (list) => !list.includes(first) && list.includes(text.erasedPerson));
  // An erased resident is not erased twice: the dialog no longer offers it.
  await grid.getByRole('button', { name: text.erasedPerson, exact: true }).first().click();
  await edit.getByRole('button', { name: text.close }).waitFor();
  await expect(edit.getByRole('button', { name: text.eraseOpen }).count()).resolves.toBe(0);
  await edit.getByRole('button', { name: text.close }).click();
  await edit.waitFor({ state: 'hidden' });
}

describe('the Residents manager', () => {
  it('filters, creates Abby and Genie residents, edits, checks pictures and deletes, as an admin', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    const text = en;
    const grid = await openResidents(page, text);
    await look(page, 'residents-admin-en');

    // Filters: kiosk type, kiosk (admins), search.
    await choose(page, page.getByRole('combobox', { name: text.kioskType }), text.genie);
    await waitForCells(grid, 'kiosk', (list) => list.length > 0 && list.every((k) => k.startsWith('Genie')));
    await chooseKiosk(page, page.getByRole('combobox', { name: text.kiosk, exact: true }), 'Genie 003');
    await waitForCells(grid, 'kiosk', (list) => list.length > 0 && list.every((k) => k === 'Genie 003'));
    await choose(page, page.getByRole('combobox', { name: text.kioskType }), text.all);
    await chooseKiosk(page, page.getByRole('combobox', { name: text.kiosk, exact: true }), text.all);
    await page.getByLabel(text.search).fill('zzzz');
    await grid.getByText(text.empty).waitFor();
    await page.getByLabel(text.search).fill('');
    await waitForCells(grid, 'firstName', (list) => list.length === 10);

    // Create an Abby resident: the type first, then the rules.
    await page.getByRole('button', { name: text.create }).click();
    await page.getByRole('dialog', { name: text.typeTitle }).getByRole('button', { name: text.abby }).click();
    const abby = page.getByRole('dialog', { name: text.newAbby });
    await abby.waitFor();
    await expect(abby.getByRole('combobox', { name: text.key }).isDisabled()).resolves.toBe(true);
    await abby.getByRole('button', { name: text.save }).click();
    await abby.getByText(text.required).first().waitFor();
    await abby.getByText(text.selectionRequired).waitFor();
    await expect(abby.getByText(text.required).count()).resolves.toBe(2);
    await abby.getByLabel(text.firstName).fill('x'.repeat(51));
    await abby.getByLabel(text.lastName, { exact: true }).fill('y'.repeat(51));
    await abby.getByLabel(text.beacon).fill('12b');
    await abby.getByRole('button', { name: text.save }).click();
    await expect(abby.getByText(text.tooLong).count()).resolves.toBe(2);
    await abby.getByText(text.numeric).waitFor();
    await look(page, 'residents-new-abby-errors-en');
    await abby.getByLabel(text.firstName).fill('Rosalie');
    await abby.getByLabel(text.lastName, { exact: true }).fill('Lambert');
    await abby.getByLabel(text.beacon).fill('4321');
    await chooseKiosk(page, abby.getByRole('combobox', { name: text.kiosk }), 'Abby 001');
    await waitUntil(() => abby.getByRole('combobox', { name: text.key }).isEnabled());
    await choose(page, abby.getByRole('combobox', { name: text.language }), 'Français');
    await abby.getByRole('button', { name: text.save }).click();
    await abby.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'firstName', (list) => list[0] === 'Rosalie');
    expect((await cells(grid, 'lastName'))[0]).toBe('Lambert');
    expect((await cells(grid, 'kiosk'))[0]).toBe('Abby 001');

    // Edit: Close while nothing changed, Save once something did.
    await grid.getByRole('button', { name: 'Rosalie', exact: true }).click();
    const edit = page.getByRole('dialog', { name: text.editTitle });
    await edit.getByRole('button', { name: text.close }).waitFor();
    await expect(edit.getByRole('button', { name: text.save }).count()).resolves.toBe(0);
    await expect(edit.getByLabel(text.beacon).inputValue()).resolves.toBe('4321');
    await expect(edit.getByRole('combobox', { name: text.language }).innerText()).resolves.toBe('Français');
    await edit.getByRole('button', { name: text.remove }).waitFor();

    // A picture under 400 x 400 is refused in the browser; a large one is taken.
    await edit.locator('input[type="file"]').setInputFiles({
      name: 'small.png',
      mimeType: 'image/png',
      buffer: png(120, 90),
    });
    const refused = page.getByRole('alertdialog', { name: text.inspectionFailed });
    await refused.getByText(text.tooSmall).waitFor();
    await look(page, 'residents-picture-too-small-en');
    await refused.getByRole('button', { name: text.ok }).click();
    await refused.waitFor({ state: 'hidden' });
    await edit.locator('input[type="file"]').setInputFiles({
      name: 'large.png',
      mimeType: 'image/png',
      buffer: png(400, 400),
    });
    await page.getByText(text.pictureSaved).waitFor();
    await edit.locator('img').first().waitFor();

    await edit.getByLabel(text.lastName, { exact: true }).fill('Lambert-Roy');
    await edit.getByRole('button', { name: text.save }).click();
    await edit.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'lastName', (list) => list[0] === 'Lambert-Roy');
    await grid.locator('[role="gridcell"][data-field="picture"] img').first().waitFor();

    // A Genie resident with a contact: the invitation notice.
    await createGenie(page, text, 'en', 'Octave', 'Pelletier');
    await look(page, 'residents-created-en');

    // Its dashboard: no picture yet, so the hint shows.
    await grid.getByRole('button', { name: text.openDashboard('Octave Pelletier') }).click();
    await page.waitForURL(/\/residentDashboard$/);
    await page.getByRole('heading', { name: 'Octave Pelletier' }).waitFor();
    await page.getByText('Add a picture', { exact: true }).waitFor();
    await look(page, 'residents-genie-dashboard-en');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/residentManager$/);

    // Delete both.
    await waitForCells(grid, 'firstName', (list) => list.length === 10);
    await page.getByLabel(text.search).fill('Octave');
    await waitForCells(grid, 'firstName', (list) => list.join() === 'Octave');
    await deleteResident(page, text, 'Octave Pelletier', 'Octave');
    await page.getByLabel(text.search).fill('Rosalie');
    await waitForCells(grid, 'firstName', (list) => list.join() === 'Rosalie');
    await grid.getByRole('button', { name: 'Rosalie', exact: true }).click();
    const last = page.getByRole('dialog', { name: text.editTitle });
    await last.getByRole('button', { name: text.remove }).click();
    await page
      .getByRole('alertdialog', { name: text.deleteTitle })
      .getByRole('button', { name: text.remove })
      .click();
    await last.waitFor({ state: 'hidden' });
    await grid.getByText(text.empty).waitFor();
    await page.context().close();
  });

  it("opened from a kiosk dashboard, lists that kiosk's residents and adds to it", async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    const text = en;
    await chooseKiosk(page, page.getByRole('combobox', { name: 'Genie kiosk' }), 'Genie 003');
    await page.getByRole('button', { name: 'Go to the Genie kiosk dashboard' }).click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page
      .getByRole('list', { name: 'Residents and Contacts' })
      .getByRole('button', { name: /^Residents/ })
      .click();
    await page.waitForURL(/\/residentManager$/);
    const grid = gridOf(page, text);
    await waitForCells(grid, 'kiosk', (list) => list.length > 0 && list.every((k) => k === 'Genie 003'));
    // No kiosk type filter from a kiosk dashboard; the kiosk filter holds that kiosk.
    await expect(page.getByRole('combobox', { name: text.kioskType }).count()).resolves.toBe(0);
    const kioskFilter = page.getByRole('combobox', { name: text.kiosk, exact: true });
    await expect(kioskFilter.isDisabled()).resolves.toBe(true);
    await expect(kioskFilter.inputValue()).resolves.toMatch(/^Genie 003/);
    await look(page, 'residents-from-kiosk-dashboard-en');
    // Create: no type to choose, the kiosk is the dashboard's.
    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog', { name: text.newGenie });
    await dialog.waitFor();
    const kiosk = dialog.getByRole('combobox', { name: text.kiosk });
    await expect(kiosk.isDisabled()).resolves.toBe(true);
    await expect(kiosk.inputValue()).resolves.toMatch(/^Genie 003/);
    await dialog.getByLabel(text.firstName).fill('Ludivine');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'firstName', (list) => list[0] === 'Ludivine');
    await deleteResident(page, text, 'Ludivine', 'Ludivine');
    await page.context().close();
  });

  it("erases a resident's personal data as an admin, after a question that says what goes", async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    await openResidents(page, en);
    await createGenie(page, en, 'en-erase', 'Zephyrine', 'Quellec');
    await eraseResident(page, en, 'en', 'Zephyrine', 'Quellec');
    await page.context().close();
  });

  it('speaks French: the dialog, its messages, create and delete', async () => {
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.getByText('Administrator Home').waitFor();
    await switchToFrench(page);
    const text = fr;
    const grid = await openResidents(page, text);
    await createGenie(page, text, 'fr', 'Aurèle', 'Thibodeau');
    await page.getByRole('button', { name: text.create }).click();
    await page.getByRole('dialog', { name: text.typeTitle }).getByRole('button', { name: text.abby }).click();
    const abby = page.getByRole('dialog', { name: text.newAbby });
    await abby.getByLabel(text.beacon).fill('abc');
    await abby.getByRole('button', { name: text.save }).click();
    await abby.getByText(text.numeric).waitFor();
    await abby.getByText(text.selectionRequired).waitFor();
    await abby.getByRole('combobox', { name: text.key }).waitFor();
    await look(page, 'residents-new-abby-errors-fr');
    await abby.getByRole('button', { name: text.cancel }).click();
    await abby.waitFor({ state: 'hidden' });
    await deleteResident(page, text, 'Aurèle Thibodeau', 'Aurèle');
    await createGenie(page, text, 'fr-erase', 'Séraphine', 'Quellec');
    await eraseResident(page, text, 'fr', 'Séraphine', 'Quellec');
    // Table dates read MMM-DD-YYYY in French too.
    expect((await cells(grid, 'createDate'))[0]).toMatch(
      /^(janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)-\d{2}-\d{4}$/,
    );
    await look(page, 'residents-admin-fr');
    await page.context().close();
  });

  it('keeps the kiosk, key, beacon, contact and delete away from a family facilitator', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'family@ambient.demo');
    await page.getByText('Your residents').waitFor();
    const text = en;
    await page.goto(`${suite.product.url}/residentManager`);
    const grid = gridOf(page, text);
    await waitForCells(grid, 'firstName', (list) => list.length === 3);
    await expect(page.getByRole('button', { name: text.create }).count()).resolves.toBe(0);
    await expect(page.getByRole('combobox', { name: text.kioskType }).count()).resolves.toBe(0);
    await expect(grid.locator('[role="gridcell"][data-field="actions"]').count()).resolves.toBe(0);
    const first = (await cells(grid, 'firstName'))[0] as string;
    await grid.getByRole('button', { name: first, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text.editTitle });
    await dialog.getByRole('button', { name: text.close }).waitFor();
    await expect(dialog.getByRole('combobox', { name: text.kiosk }).isDisabled()).resolves.toBe(true);
    for (const hidden of [text.key, text.keyCard, text.uwb, text.contact]) {
      await expect(dialog.getByLabel(hidden, { exact: true }).count()).resolves.toBe(0);
    }
    await expect(dialog.getByLabel(text.beacon).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: text.remove }).count()).resolves.toBe(0);
    await look(page, 'residents-family-edit-en');
    // A family facilitator may still rename the resident.
    const lastName = await dialog.getByLabel(text.lastName, { exact: true }).inputValue();
    await dialog.getByLabel(text.lastName, { exact: true }).fill(`${lastName}-Test`);
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'lastName', (list) => list.includes(`${lastName}-Test`));
    await page.context().close();
  });
});
