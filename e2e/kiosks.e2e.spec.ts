import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { clickUntilShown, look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { cells, gridOf, waitForCells } from './support/grid.js';

// The demo admin is a super admin here, so the TeamViewer and auto-update fields show.
const suite = productInChromium({ SUPER_ADMIN_IDS: 'ambient|admin' });

const ADMIN = 'admin@ambient.demo';

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  screen: 'Kiosks',
  table: 'Kiosks table',
  search: 'Search kiosks',
  facilityFilter: 'Facility',
  typeFilter: 'Kiosk Type',
  all: '(All)',
  newKiosk: 'New Kiosk',
  chooser: 'Choose Kiosk Type',
  editTitle: (id: string) => `Edit Kiosk ${id}`,
  kind: 'Kiosk Type',
  serialNumber: 'S/N',
  name: 'Name',
  facility: 'Facility',
  language: 'Language',
  updateLevel: 'Update Level',
  subscription: 'Subscription Level',
  hubSerial: 'Hub Serial Number',
  activityLevel: 'Activity Level',
  ambientMessages: 'Ambient Messages',
  buttonConfig: 'Button Configuration',
  contactPhone: 'Contact Phone',
  teamviewerId: 'TeamViewer ID',
  autoUpdates: 'Automatic updates',
  advanced: 'Advanced',
  unlimited: 'Unlimited',
  genie: 'Genie',
  abby: 'Abby',
  save: 'Save',
  cancel: 'Cancel',
  ok: 'OK',
  remove: 'Delete',
  deleteTitle: 'Delete Kiosk?',
  refused: 'Validation Failed',
  openDashboard: (serial: string) => `Open the dashboard of ${serial}`,
  dashboardTitle: 'Abby 001 (Id 1)',
  serialRequired: 'S/N is required',
  digitsOnly: 'Digits only (0 to 9)',
  phoneInvalid: 'Enter a Canadian or US phone number of at most 20 characters',
  invitations: '3 messages selected',
  level: (n: number) => `Level ${n}`,
  hostsResidents:
    /^Abby 001 is hosting 3 residents: [^.]+\. Delete or move the residents to another kiosk before attempting to delete this kiosk\.$/,
  empty: 'No kiosks found',
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  screen: 'Kiosques',
  table: 'Tableau des kiosques',
  search: 'Rechercher des kiosques',
  facilityFilter: 'Établissement',
  typeFilter: 'Type de kiosque',
  all: '(Tous)',
  newKiosk: 'Nouveau kiosque',
  chooser: 'Choisir le type de kiosque',
  editTitle: (id: string) => `Modifier le kiosque ${id}`,
  kind: 'Type de kiosque',
  serialNumber: 'N/S',
  name: 'Nom',
  facility: 'Établissement',
  language: 'Langue',
  updateLevel: 'Niveau de mise à jour',
  subscription: 'Niveau d’abonnement',
  hubSerial: 'Numéro de série du concentrateur',
  activityLevel: 'Niveau d’activités',
  ambientMessages: 'Messages ambiants',
  buttonConfig: 'Configuration des boutons',
  contactPhone: 'Téléphone de la personne-ressource',
  teamviewerId: 'ID TeamViewer',
  autoUpdates: 'Mises à jour automatiques',
  advanced: 'Avancé',
  unlimited: 'Illimité',
  genie: 'Genie',
  abby: 'Abby',
  save: 'Enregistrer',
  cancel: 'Annuler',
  ok: 'OK',
  remove: 'Supprimer',
  deleteTitle: 'Supprimer le kiosque ?',
  refused: 'Échec de la validation',
  openDashboard: (serial: string) => `Ouvrir le tableau de bord de ${serial}`,
  dashboardTitle: 'Abby 001 (Id 1)',
  serialRequired: 'Le N/S est obligatoire',
  digitsOnly: 'Chiffres seulement (0 à 9)',
  phoneInvalid: 'Entrez un numéro de téléphone canadien ou américain d’au plus 20 caractères',
  invitations: '3 messages choisis',
  level: (n: number) => `Niveau ${n}`,
  hostsResidents:
    /^Abby 001 héberge 3 résidents\u202f: [^.]+\. Supprimez les résidents ou déplacez-les vers un autre kiosque avant de supprimer ce kiosque\.$/,
  empty: 'Aucun kiosque trouvé',
};

async function choose(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

function field(dialog: Locator, label: string): Locator {
  return dialog.getByRole('combobox', { name: label, exact: true });
}

function textbox(dialog: Locator, label: string): Locator {
  return dialog.getByRole('textbox', { name: new RegExp(`^${label.replace(/[/()]/g, '\\$&')}( \\*)?$`) });
}

async function width(dialog: Locator): Promise<number> {
  return Math.round((await dialog.boundingBox())?.width ?? 0);
}

async function openKiosks(page: Page, text: typeof en): Promise<Locator> {
  await page.getByRole('button', { name: text.openMenu }).click();
  await page
    .getByRole('navigation', { name: text.mainMenu })
    .getByRole('button', { name: text.screen, exact: true })
    .click();
  await page.waitForURL(/\/kioskManager$/);
  const grid = gridOf(page, text.table);
  await waitForCells(grid, 'serialNumber', (list) => list.length === 10);
  return grid;
}

/** New Kiosk: the type chooser, then the dialog of that kind. */
async function startNew(page: Page, text: typeof en, kind: RegExp): Promise<Locator> {
  await page.getByRole('button', { name: text.newKiosk }).click();
  const chooser = page.getByRole('dialog', { name: text.chooser });
  await chooser.getByRole('button', { name: kind }).click();
  await chooser.waitFor({ state: 'hidden' });
  const dialog = page.getByRole('dialog', { name: text.newKiosk });
  await dialog.waitFor();
  return dialog;
}

async function saveAndWait(dialog: Locator, text: typeof en): Promise<void> {
  await dialog.getByRole('button', { name: text.save }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function deleteRow(page: Page, grid: Locator, text: typeof en, serial: string): Promise<void> {
  const question = page.getByRole('alertdialog', { name: text.deleteTitle });
  await clickUntilShown(
    grid.getByRole('button', { name: `${text.remove} ${serial}` }),
    question,
    `The question to delete ${serial}`,
  );
  await question.getByRole('button', { name: text.remove }).click();
}

describe('the Kiosk manager', () => {
  it('creates each kiosk type, edits, refuses and allows deletes, and opens a dashboard', async () => {
    const text = en;
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByText('Administrator Home').waitFor();
    const grid = await openKiosks(page, text);
    await look(page, 'kiosks-list-en');

    // Filters: kiosk type, then facility; each has (All).
    await choose(page, page.getByRole('combobox', { name: text.typeFilter }), text.genie);
    await waitForCells(
      grid,
      'serialNumber',
      (list) => list.length === 10 && list.every((s) => s.startsWith('GN-')),
    );
    await choose(page, page.getByRole('combobox', { name: text.typeFilter }), text.all);
    const facilityFilter = page.getByRole('combobox', { name: text.facilityFilter });
    await facilityFilter.click();
    await facilityFilter.fill('Harbourview');
    await page.getByRole('option', { name: 'Harbourview Manor (Vancouver, BC)' }).click();
    await waitForCells(grid, 'serialNumber', (list) => list.join() === 'AB21-100006,AB22-100007,GN-100008');

    // Search covers the organization and the facility's location, within the filter.
    await page.getByLabel(text.search).fill('Vancouver');
    await waitForCells(grid, 'serialNumber', (list) => list.length === 3);
    await page.getByLabel(text.search).fill('');

    // Abby v22: defaults, the rules, then the new row at the top (in the filtered facility).
    let dialog = await startNew(page, text, /^Abby v22/);
    expect(await width(dialog)).toBe(380);
    await expect(field(dialog, text.updateLevel).innerText()).resolves.toBe(text.level(15));
    await expect(field(dialog, text.facility).innerText()).resolves.toBe('Harbourview Manor (Vancouver, BC)');
    await expect(field(dialog, text.ambientMessages).innerText()).resolves.toBe(text.invitations);
    await expect(field(dialog, text.subscription).innerText()).resolves.toBe(text.advanced);
    await expect(dialog.getByRole('textbox', { name: text.teamviewerId }).count()).resolves.toBe(1);
    await expect(dialog.getByLabel(text.autoUpdates).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.serialRequired).waitFor();
    await textbox(dialog, text.serialNumber).fill('E2E-V22-01');
    // The hub serial takes at most six digits: a seventh is not typed at all.
    await textbox(dialog, text.hubSerial).fill('1234567');
    await expect(textbox(dialog, text.hubSerial).inputValue()).resolves.toBe('123456');
    await look(page, 'kiosks-new-abby22-errors-en');
    await textbox(dialog, text.hubSerial).fill('4512');
    await saveAndWait(dialog, text);
    await waitForCells(grid, 'serialNumber', (list) => list[0] === 'E2E-V22-01');
    expect((await cells(grid, 'domainName'))[0]).toBe('Western Canada');

    // Abby v21: no hub serial (Phidget 22 only). Choosing Genie clears the subscription level.
    dialog = await startNew(page, text, /^Abby v21/);
    await expect(textbox(dialog, text.hubSerial).isDisabled()).resolves.toBe(true);
    await expect(field(dialog, text.updateLevel).innerText()).resolves.toBe(text.level(8));
    await choose(page, field(dialog, text.subscription), text.unlimited);
    await choose(page, field(dialog, text.kind), 'Genie');
    await expect(field(dialog, text.subscription).count()).resolves.toBe(0);
    await expect(field(dialog, text.buttonConfig).count()).resolves.toBe(1);
    await expect(field(dialog, text.updateLevel).innerText()).resolves.toBe(text.level(12));
    await choose(page, field(dialog, text.kind), 'Abby v21');
    await expect(field(dialog, text.subscription).innerText()).resolves.toBe(text.advanced);
    await textbox(dialog, text.serialNumber).fill('E2E-V21-01');
    await saveAndWait(dialog, text);
    await waitForCells(grid, 'serialNumber', (list) => list[0] === 'E2E-V21-01');

    // Abby v3.
    dialog = await startNew(page, text, /^Abby v3/);
    await textbox(dialog, text.serialNumber).fill('E2E-V3-01');
    await saveAndWait(dialog, text);
    await waitForCells(grid, 'serialNumber', (list) => list[0] === 'E2E-V3-01');

    // Genie: the Genie fields, no Abby ones; a Canadian or US phone only.
    dialog = await startNew(page, text, /^Genie/);
    await expect(field(dialog, text.subscription).count()).resolves.toBe(0);
    await expect(field(dialog, text.ambientMessages).count()).resolves.toBe(0);
    await expect(field(dialog, text.buttonConfig).innerText()).resolves.toBe('Standard');
    await textbox(dialog, text.serialNumber).fill('E2E-GN-01');
    await textbox(dialog, text.contactPhone).fill('12345');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.phoneInvalid).waitFor();
    await textbox(dialog, text.contactPhone).fill('(604) 555-0199');
    await dialog.getByRole('textbox', { name: text.teamviewerId }).fill('tv-123 456');
    await look(page, 'kiosks-new-genie-en');
    await saveAndWait(dialog, text);
    await waitForCells(grid, 'serialNumber', (list) => list[0] === 'E2E-GN-01');
    await look(page, 'kiosks-added-en');

    // The type filter narrows to the new Genie and the facility's own.
    await choose(page, page.getByRole('combobox', { name: text.typeFilter }), text.genie);
    await waitForCells(grid, 'serialNumber', (list) => list.join() === 'E2E-GN-01,GN-100008');
    await choose(page, page.getByRole('combobox', { name: text.typeFilter }), text.all);

    // Edit: the dialog shows the saved values; moving the kiosk shows at once in the row.
    const row = grid.getByRole('row', { name: /E2E-V21-01/ });
    const id = (await row.locator('[data-field="id"]').innerText()).trim();
    await grid.getByRole('button', { name: 'E2E-V21-01', exact: true }).click();
    const edit = page.getByRole('dialog', { name: text.editTitle(id) });
    await edit.waitFor();
    expect(await width(edit)).toBe(380);
    await expect(field(edit, text.kind).innerText()).resolves.toBe('Abby v21');
    await expect(field(edit, text.subscription).innerText()).resolves.toBe(text.advanced);
    await textbox(edit, text.name).fill('Lobby Abby');
    await saveAndWait(edit, text);
    await grid.getByRole('button', { name: 'E2E-V21-01', exact: true }).click();
    await expect(
      textbox(page.getByRole('dialog', { name: text.editTitle(id) }), text.name).inputValue(),
    ).resolves.toBe('Lobby Abby');
    const again = page.getByRole('dialog', { name: text.editTitle(id) });
    await choose(page, field(again, text.facility), 'Prairie Sky Lodge (Regina, SK)');
    await saveAndWait(again, text);
    // Out of the filtered facility: clear the filter and find it with the search.
    await facilityFilter.click();
    await page.getByRole('option', { name: text.all }).click();
    await page.getByLabel(text.search).fill('E2E');
    await waitForCells(grid, 'serialNumber', (list) => list.length === 4);
    const moved = grid.getByRole('row', { name: /E2E-V21-01/ });
    await expect(moved.locator('[data-field="facilityName"]').innerText()).resolves.toBe(
      'Prairie Sky Lodge (Regina, SK)',
    );
    await page.getByLabel(text.search).fill('');

    // A refused delete: the demo kiosks host residents; nothing is deleted.
    await waitForCells(grid, 'serialNumber', (list) => list.includes('AB21-100000'));
    await deleteRow(page, grid, text, 'AB21-100000');
    const warning = page.getByRole('alertdialog', { name: text.refused });
    await warning.getByText(text.hostsResidents).waitFor();
    await look(page, 'kiosks-delete-refused-en');
    await warning.getByRole('button', { name: text.ok }).click();
    await warning.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'serialNumber', (list) => list.includes('AB21-100000'));

    // Allowed deletes: the kiosks made above.
    await page.getByLabel(text.search).fill('E2E');
    await waitForCells(grid, 'serialNumber', (list) => list.length === 4);
    for (const serial of ['E2E-V22-01', 'E2E-V21-01', 'E2E-V3-01', 'E2E-GN-01']) {
      await deleteRow(page, grid, text, serial);
      await waitForCells(grid, 'serialNumber', (list) => !list.includes(serial));
    }
    await grid.getByText(text.empty).waitFor();
    await page.getByLabel(text.search).fill('');

    // The dashboard button opens the kiosk's dashboard.
    await grid.getByRole('button', { name: text.openDashboard('AB21-100000') }).click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page.getByRole('heading', { name: text.dashboardTitle }).waitFor();
    await page.context().close();
  });

  it('works in French: the chooser, the rules, the wider edit dialog and the refusal', async () => {
    const text = fr;
    const page = await signIn(suite.browser, suite.product.url, ADMIN);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByText('Administrator Home').waitFor();
    await switchToFrench(page);
    const grid = await openKiosks(page, text);

    const dialog = await startNew(page, text, /^Genie/);
    expect(await width(dialog)).toBe(380);
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.serialRequired).waitFor();
    await textbox(dialog, text.serialNumber).fill('E2E-FR-GN');
    await textbox(dialog, text.contactPhone).fill('abc');
    await dialog.getByRole('button', { name: text.save }).click();
    await dialog.getByText(text.phoneInvalid).waitFor();
    await textbox(dialog, text.contactPhone).fill('514 555 0199');
    await choose(page, field(dialog, text.language), 'Français');
    await look(page, 'kiosks-new-genie-fr');
    await saveAndWait(dialog, text);
    await waitForCells(grid, 'serialNumber', (list) => list[0] === 'E2E-FR-GN');

    const id = (
      await grid
        .getByRole('row', { name: /E2E-FR-GN/ })
        .locator('[data-field="id"]')
        .innerText()
    ).trim();
    await grid.getByRole('button', { name: 'E2E-FR-GN', exact: true }).click();
    const edit = page.getByRole('dialog', { name: text.editTitle(id) });
    await edit.waitFor();
    expect(await width(edit)).toBe(480);
    await expect(field(edit, text.language).innerText()).resolves.toBe('Français');
    await choose(page, field(edit, text.kind), 'Abby v22');
    await expect(field(edit, text.subscription).innerText()).resolves.toBe(text.advanced);
    // A letter is not taken, and the field says why.
    await textbox(edit, text.hubSerial).fill('12a');
    await edit.getByText(text.digitsOnly).waitFor();
    await expect(textbox(edit, text.hubSerial).inputValue()).resolves.toBe('12');
    await look(page, 'kiosks-edit-fr');
    await edit.getByRole('button', { name: text.cancel }).click();
    await edit.waitFor({ state: 'hidden' });

    await page.getByLabel(text.search).fill('Toronto');
    await waitForCells(grid, 'serialNumber', (list) => list.includes('AB21-100000'));
    await deleteRow(page, grid, text, 'AB21-100000');
    const warning = page.getByRole('alertdialog', { name: text.refused });
    await warning.getByText(text.hostsResidents).waitFor();
    await look(page, 'kiosks-delete-refused-fr');
    await warning.getByRole('button', { name: text.ok }).click();
    await page.getByLabel(text.search).fill('E2E-FR');
    await waitForCells(grid, 'serialNumber', (list) => list.join() === 'E2E-FR-GN');
    await deleteRow(page, grid, text, 'E2E-FR-GN');
    await grid.getByText(text.empty).waitFor();
    await page.context().close();
  });
});
