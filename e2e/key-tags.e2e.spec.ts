import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, gridOf, until, waitForCells } from './support/grid.js';

const suite = productInChromium();

const en = {
  screen: 'Kiosk Key/Tag Mappings',
  table: 'Key/Tag mappings table',
  search: 'Search mappings',
  create: 'Create Mapping',
  edit: 'Edit Mapping',
  kiosk: 'Kiosk',
  tagId: 'Tag Id',
  keyNum: 'Key #',
  resident: 'Assigned To',
  autoClose: 'Auto-close',
  unassigned: 'Unassigned',
  chooseKioskFirst: 'Choose a kiosk first',
  kioskLocked: 'The kiosk cannot change while a resident is assigned.',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete',
  deleteTitle: 'Delete Key/Tag Mapping?',
  selectionRequired: 'Selection is required',
  valueRequired: 'Value is required',
  tagLength: 'Value must contain 10 characters',
  keyNumInvalid: 'Invalid Key #',
  keyNumMax: 'Value cannot exceed 10000',
  empty: 'No Key/Tag mappings found',
  columns: ['Kiosk Id', 'S/N', 'Facility', 'Tag Id', 'Key #', 'Assigned To', 'Actions'],
};
const fr: typeof en = {
  screen: 'Associations clé/étiquette des kiosques',
  table: 'Tableau des associations clé/étiquette',
  search: 'Rechercher des associations',
  create: 'Créer une association',
  edit: 'Modifier l’association',
  kiosk: 'Kiosque',
  tagId: 'Id de l’étiquette',
  keyNum: 'Nº de clé',
  resident: 'Assignée à',
  autoClose: 'Fermeture automatique',
  unassigned: 'Non assignée',
  chooseKioskFirst: 'Choisissez d’abord un kiosque',
  kioskLocked: 'Le kiosque ne peut pas changer tant qu’un résident est assigné.',
  save: 'Enregistrer',
  cancel: 'Annuler',
  remove: 'Supprimer',
  deleteTitle: 'Supprimer l’association clé/étiquette ?',
  selectionRequired: 'Sélection obligatoire',
  valueRequired: 'Valeur obligatoire',
  tagLength: 'La valeur doit contenir 10 caractères',
  keyNumInvalid: 'Nº de clé non valide',
  keyNumMax: 'La valeur ne peut pas dépasser 10000',
  empty: 'Aucune association clé/étiquette trouvée',
  columns: [
    'Id du kiosque',
    'N/S',
    'Établissement',
    'Id de l’étiquette',
    'Nº de clé',
    'Assignée à',
    'Actions',
  ],
};

/** Waits until `read` answers `expected` (the UI settles after the server answers). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  await until(read, (value) => value === expected, `Expected ${String(expected)}`);
}

/** All the table's rows, as its paginator counts them ("1–10 of 14"). */
async function totalRows(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(/(\d+)\s*$/.exec(text.trim())?.[1] ?? NaN);
}

/** The row of a tag id. */
function rowOf(grid: Locator, tagId: string): Locator {
  return grid
    .locator('[role="row"]')
    .filter({ has: grid.page().getByRole('button', { name: tagId, exact: true }) });
}

async function rowCell(grid: Locator, tagId: string, field: string): Promise<string> {
  return (await rowOf(grid, tagId).locator(`[data-field="${field}"]`).innerText()).trim();
}

async function waitForRowCell(grid: Locator, tagId: string, field: string, expected: string): Promise<void> {
  await until(
    () => rowCell(grid, tagId, field).catch(() => ''),
    (value) => value === expected,
    `${tagId} ${field}, expected ${expected}`,
  );
}

/** Picks the kiosk at `index` in the kiosk field's list; answers its label. */
async function chooseKiosk(page: Page, dialog: Locator, text: typeof en, index = 0): Promise<string> {
  await dialog.getByRole('combobox', { name: text.kiosk }).click();
  const option = page.getByRole('listbox').getByRole('option').nth(index);
  const label = (await option.innerText()).split(' · ')[0]?.trim() ?? '';
  await option.click();
  return label;
}

/** Picks the first resident offered (after Unassigned); answers their name. */
async function chooseFirstResident(page: Page, dialog: Locator, text: typeof en): Promise<string> {
  await dialog.getByRole('combobox', { name: text.resident }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first().innerText()).resolves.toBe(text.unassigned);
  const option = options.nth(1);
  const name = (await option.innerText()).trim();
  await option.click();
  return name;
}

async function openMapper(page: Page, text: typeof en): Promise<Locator> {
  await page.goto(`${suite.product.url}/kioskKeyTagMapper`);
  await page.getByRole('heading', { name: text.screen }).waitFor();
  const grid = gridOf(page, text.table);
  await waitForCells(grid, 'tagId', (list) => list.length > 0);
  return grid;
}

describe('Kiosk key/tag mappings', () => {
  it('creates, edits, assigns, refuses and allows deletes, with Auto-close, as an admin', async () => {
    const text = en;
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    const grid = await openMapper(page, text);
    const headers = (await grid.locator('[role="columnheader"]').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(text.columns);
    await look(page, 'key-tags-list-en');

    // Search over the table; the empty text.
    const [firstTag] = await cells(grid, 'tagId');
    await page.getByLabel(text.search).fill(firstTag ?? '');
    await waitForCells(grid, 'tagId', (list) => list.join() === firstTag);
    await page.getByLabel(text.search).fill('no such mapping');
    await grid.getByText(text.empty).waitFor();
    await page.getByLabel(text.search).fill('');
    await waitForCells(grid, 'tagId', (list) => list.length > 1);

    // Create: the rules, the resident picker waiting for a kiosk, then the new row at the top.
    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog', { name: text.create });
    await dialog.waitFor();
    const resident = dialog.getByRole('combobox', { name: text.resident });
    await expect(resident.getAttribute('aria-disabled')).resolves.toBe('true');
    await dialog.getByText(text.chooseKioskFirst).waitFor();
    await expect(dialog.getByRole('checkbox', { name: text.autoClose }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.selectionRequired).waitFor();
    await expect(dialog.getByText(text.valueRequired).count()).resolves.toBe(2);
    await chooseKiosk(page, dialog, text, 0);
    await dialog.getByLabel(text.tagId).fill('12345');
    await dialog.getByLabel(text.keyNum).fill('10001');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.tagLength).waitFor();
    await dialog.getByText(text.keyNumMax).waitFor();
    await dialog.getByLabel(text.tagId).fill('7000000001');
    await dialog.getByLabel(text.keyNum).fill('0');
    const assignedName = await chooseFirstResident(page, dialog, text);
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.keyNumInvalid).waitFor();
    await look(page, 'key-tags-create-errors-en');
    await dialog.getByLabel(text.keyNum).fill('5');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'tagId', (list) => list[0] === '7000000001');
    await waitForRowCell(grid, '7000000001', 'residentName', assignedName);
    expect(await rowCell(grid, '7000000001', 'keyNum')).toBe('5');

    // Auto-close off: the form starts over on the same kiosk, resident Unassigned.
    await page.getByRole('button', { name: text.create }).click();
    const again = page.getByRole('dialog', { name: text.create });
    await again.getByRole('checkbox', { name: text.autoClose }).uncheck();
    const kioskLabel = await chooseKiosk(page, again, text, 1);
    await again.getByLabel(text.tagId).fill('7000000002');
    await again.getByLabel(text.keyNum).fill('0');
    await again.getByRole('button', { name: text.save }).click();
    await waitForCells(grid, 'tagId', (list) => list[0] === '7000000002');
    await eventually(() => again.getByLabel(text.tagId).inputValue(), '');
    await expect(again.isVisible()).resolves.toBe(true);
    await expect(again.getByRole('combobox', { name: text.kiosk }).inputValue()).resolves.toBe(kioskLabel);
    await expect(again.getByLabel(text.keyNum).inputValue()).resolves.toBe('');
    await expect(again.getByRole('combobox', { name: text.resident }).innerText()).resolves.toBe(
      text.unassigned,
    );
    await expect(again.getByRole('checkbox', { name: text.autoClose }).isChecked()).resolves.toBe(false);
    await look(page, 'key-tags-auto-close-off-en');
    await again.getByRole('button', { name: text.cancel }).click();
    await again.waitFor({ state: 'hidden' });
    expect(await rowCell(grid, '7000000002', 'residentName')).toBe(text.unassigned);

    // Edit an assigned mapping: the kiosk is locked; the key number changes.
    await grid.getByRole('button', { name: '7000000001', exact: true }).click();
    const edit = page.getByRole('dialog', { name: text.edit });
    await edit.waitFor();
    await expect(edit.getByRole('combobox', { name: text.kiosk }).isDisabled()).resolves.toBe(true);
    await edit.getByText(text.kioskLocked).waitFor();
    await expect(edit.getByRole('checkbox', { name: text.autoClose }).count()).resolves.toBe(0);
    await look(page, 'key-tags-edit-assigned-en');
    await edit.getByLabel(text.keyNum).fill('7');
    await edit.getByRole('button', { name: text.save }).click();
    await edit.waitFor({ state: 'hidden' });
    await waitForRowCell(grid, '7000000002', 'keyNum', '0');
    await waitForRowCell(grid, '7000000001', 'keyNum', '7');

    // Assign a resident to the unassigned mapping (its own call, after the save).
    await grid.getByRole('button', { name: '7000000002', exact: true }).click();
    const assign = page.getByRole('dialog', { name: text.edit });
    await expect(assign.getByRole('combobox', { name: text.kiosk }).isDisabled()).resolves.toBe(false);
    await assign.getByLabel(text.keyNum).fill('2');
    const secondName = await chooseFirstResident(page, assign, text);
    await assign.getByRole('button', { name: text.save }).click();
    await assign.waitFor({ state: 'hidden' });
    await waitForRowCell(grid, '7000000002', 'residentName', secondName);

    // A refused delete: an assigned mapping cannot be deleted.
    const assignedDelete = rowOf(grid, '7000000001').locator('[data-field="actions"] button');
    await expect(assignedDelete.isDisabled()).resolves.toBe(true);
    await expect(assignedDelete.getAttribute('aria-label')).resolves.toBe(
      `Assigned to ${assignedName}: unassign before deleting`,
    );

    // Unassign, then the delete is allowed, after the confirmation.
    await grid.getByRole('button', { name: '7000000001', exact: true }).click();
    const unassign = page.getByRole('dialog', { name: text.edit });
    await unassign.getByRole('combobox', { name: text.resident }).click();
    await page.getByRole('option', { name: text.unassigned, exact: true }).click();
    await unassign.getByRole('button', { name: text.save }).click();
    await unassign.waitFor({ state: 'hidden' });
    await waitForRowCell(grid, '7000000001', 'residentName', text.unassigned);
    await grid.getByRole('button', { name: 'Delete the mapping 7000000001' }).click();
    const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
    await confirm.getByText(/7000000001/).waitFor();
    await look(page, 'key-tags-delete-en');
    await confirm.getByRole('button', { name: text.remove }).click();
    await waitForCells(grid, 'tagId', (list) => !list.includes('7000000001'));
    await page.context().close();
  });

  it('shows a kiosk manager only their kiosks, in French', async () => {
    const text = fr;
    const admin = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await admin.getByRole('button', { name: 'Account' }).waitFor();
    await openMapper(admin, en);
    const all = await totalRows(admin);
    await admin.context().close();

    const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await switchToFrench(page);
    const grid = await openMapper(page, text);
    const headers = (await grid.locator('[role="columnheader"]').allInnerTexts()).map((h) => h.trim());
    expect(headers).toEqual(text.columns);
    expect(await totalRows(page)).toBeGreaterThan(0);
    expect(await totalRows(page)).toBeLessThan(all);
    const kioskIds = await cells(grid, 'kioskId');
    await look(page, 'key-tags-list-kiosk-manager-fr');

    await page.getByRole('button', { name: text.create }).click();
    const dialog = page.getByRole('dialog', { name: text.create });
    await dialog.getByText(text.chooseKioskFirst).waitFor();
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.selectionRequired).waitFor();
    await dialog.getByLabel(text.tagId).fill('123');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.tagLength).waitFor();
    // The kiosk picker offers the manager's kiosks only.
    await dialog.getByRole('combobox', { name: text.kiosk }).click();
    const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    const offeredIds = offered.map((label) => /\(Id (\d+)\)/.exec(label)?.[1]);
    expect(offeredIds.length).toBeGreaterThan(0);
    expect(kioskIds.every((id) => offeredIds.includes(id))).toBe(true);
    await look(page, 'key-tags-create-fr');
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: text.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByLabel(text.search).fill('aucune association');
    await grid.getByText(text.empty).waitFor();
    await page.context().close();
  });

  it('sends a family facilitator back Home', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'family@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.goto(`${suite.product.url}/kioskKeyTagMapper`);
    await page.waitForURL(`${suite.product.url}/`);
    await expect(page.getByRole('heading', { name: en.screen }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
