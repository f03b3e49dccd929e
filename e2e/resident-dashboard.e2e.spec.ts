import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { look } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { until } from './support/grid.js';

const suite = productInChromium();

const GENIE_BUTTONS = ['Messages', 'Send Message', 'Contacts', 'Memory Albums', 'Library', 'Metrics'];

/** The names of the dashboard's buttons for a kiosk type ("Abby" or "Genie"). */
async function tiles(page: Page, type: string): Promise<string[]> {
  const panel = page.getByRole('navigation', { name: type, exact: true });
  await panel.waitFor();
  return panel
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('[data-tile-label]')?.textContent ?? ''));
}

async function toolbar(page: Page, label = 'Resident actions'): Promise<string[]> {
  const bar = page.getByRole('toolbar', { name: label });
  await bar.waitFor();
  return (await bar.getByRole('button').allInnerTexts()).map((t) => t.trim());
}

/** Opens the dashboard of the first resident the Residents list finds for a search. */
async function openFromList(page: Page, search: string): Promise<string> {
  await page.goto(`${page.url().replace(/\/[^/]*$/, '')}/residentManager`);
  const grid = page.locator('[role="grid"][aria-label="Residents table"]');
  await page.getByLabel('Search residents').fill(search);
  const firstCells = grid.locator('[role="gridcell"][data-field="kiosk"]');
  await until(
    () => firstCells.allInnerTexts(),
    (kiosks) => kiosks.length > 0 && kiosks.every((k) => k.trim().startsWith(search)),
    `Residents found for ${search}`,
  );
  const button = grid.locator('[role="gridcell"][data-field="dashboard"] button').first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  await button.click();
  await page.waitForURL(/\/residentDashboard$/);
  const name = label.replace(/^Open the dashboard of /, '');
  await page.getByRole('heading', { name, exact: true }).waitFor();
  return name;
}

describe('the resident dashboard', () => {
  it('gives a family facilitator with several residents the picker, Back, and their buttons', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'family@ambient.demo');
    const picker = page.getByRole('list', { name: 'Your residents' });
    await picker.waitFor();
    // Each resident shows their picture (stored files through signed addresses), not an initial.
    const residentsShown = await picker.getByRole('button').count();
    await until(
      () =>
        picker
          .locator('img')
          .evaluateAll(
            (images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length,
          ),
      (loaded) => loaded === residentsShown,
      'Pictures loaded in the picker',
    );
    // Genie: every Genie button (Send Message too), Add Contact, and Back (several residents).
    await picker
      .getByRole('button')
      .filter({ has: page.getByRole('img', { name: 'Genie' }) })
      .click();
    await page.waitForURL(/\/residentDashboard$/);
    await expect(tiles(page, 'Genie')).resolves.toEqual(GENIE_BUTTONS);
    await expect(toolbar(page)).resolves.toEqual(['Edit Resident', 'Add Contact']);
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await look(page, 'resident-dashboard-family-genie');

    // Add Contact checks the contact's fields.
    await page.getByRole('button', { name: 'Add Contact' }).click();
    const contact = page.getByRole('dialog', { name: 'Add Contact' });
    await contact.getByRole('button', { name: 'Add' }).click();
    await contact.getByText('Value is required').waitFor();
    await contact
      .getByText(
        'The contact’s name is required, at most 50 characters, with letters, spaces, hyphens, apostrophes and periods only',
      )
      .waitFor();
    await contact.getByLabel(/^Email/).fill('nobody@');
    await contact.getByLabel(/^Name/).fill('Paul Roy');
    await contact.getByLabel('Display Name').fill('A display name far too long');
    await contact.getByRole('button', { name: 'Add' }).click();
    await contact.getByText('Enter a valid email').waitFor();
    await contact.getByText('Display name must be 20 characters or less').waitFor();
    await look(page, 'resident-dashboard-add-contact');
    await contact.getByRole('button', { name: 'Cancel' }).click();
    await contact.waitFor({ state: 'hidden' });

    // A button leads to its screen: Memory Albums of this resident, titled with their name and
    // their kiosk's serial number (spec 03 §2.7).
    const residentName = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('button', { name: 'Memory Albums' }).click();
    await page.waitForURL(/\/residentPlaylistManager$/);
    await page.locator('[role="grid"][aria-label="Memory Albums table"]').waitFor();
    await page
      .getByRole('heading', {
        name: new RegExp(`^${residentName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · \\S+$`),
        level: 1,
      })
      .waitFor();
    const resident = page.getByRole('combobox', { name: 'Resident' });
    expect(await resident.getAttribute('aria-disabled')).toBe('true');
    expect((await resident.innerText()).trim()).toBe(residentName);
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('button', { name: 'Resident Dashboard' })
      .click();
    await page.waitForURL(/\/residentDashboard$/);

    // Abby: no Facilitators and no Add Family Facilitator for a resident manager.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${suite.product.url}/`);
    await picker
      .getByRole('button')
      .filter({ has: page.getByRole('img', { name: 'Abby' }) })
      .first()
      .click();
    await page.waitForURL(/\/residentDashboard$/);
    await expect(tiles(page, 'Abby')).resolves.toEqual(['Resident Playlists']);
    await expect(toolbar(page)).resolves.toEqual(['Edit Resident']);
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await look(page, 'resident-dashboard-family-abby');

    // Edit Resident: the kiosk is locked, key, beacon and delete are hidden.
    await page.getByRole('button', { name: 'Edit Resident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Resident' });
    await dialog.getByRole('button', { name: 'Close' }).waitFor();
    await expect(dialog.getByRole('combobox', { name: 'Kiosk' }).isDisabled()).resolves.toBe(true);
    await expect(dialog.getByLabel('Key #').count()).resolves.toBe(0);
    await expect(dialog.getByLabel(/^Beacon ID/).count()).resolves.toBe(0);
    await expect(dialog.getByRole('button', { name: 'Delete' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('takes a family facilitator with one resident straight to the dashboard, without Back, in French too', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'one.family@ambient.demo');
    await page.waitForURL(/\/residentDashboard$/);
    await expect(tiles(page, 'Abby')).resolves.toEqual(['Resident Playlists']);
    await expect(toolbar(page)).resolves.toEqual(['Edit Resident']);
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await look(page, 'resident-dashboard-one-family-en');

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await profile.getByLabel('Language').click();
    await page.getByRole('option', { name: /Fran/ }).click();
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.waitFor({ state: 'hidden' });
    // French is loaded when the language changes: wait for it before reading the tiles.
    await page.getByText('Tableau de bord du résident', { exact: true }).first().waitFor();
    await expect(tiles(page, 'Abby')).resolves.toEqual(['Listes de lecture du résident']);
    await expect(toolbar(page, 'Actions du résident')).resolves.toEqual(['Modifier le résident']);
    await page.getByRole('button', { name: 'Modifier le résident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le résident' });
    await dialog.getByRole('button', { name: 'Fermer' }).waitFor();
    await dialog.getByLabel(/^Prénom/).fill('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.getByText('Valeur obligatoire').waitFor();
    await look(page, 'resident-dashboard-one-family-fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('shows a kiosk manager every button, with Back', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await openFromList(page, 'Genie');
    await expect(tiles(page, 'Genie')).resolves.toEqual(GENIE_BUTTONS);
    await expect(toolbar(page)).resolves.toEqual(['Edit Resident', 'Add Contact']);
    await page.getByRole('button', { name: 'Back' }).waitFor();

    await openFromList(page, 'Abby');
    await expect(tiles(page, 'Abby')).resolves.toEqual(['Resident Playlists', 'Facilitators']);
    await expect(toolbar(page)).resolves.toEqual(['Edit Resident', 'Add Family Facilitator']);
    await look(page, 'resident-dashboard-kiosk-manager-abby');
    await page.getByRole('button', { name: 'Edit Resident' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Resident' });
    await dialog.getByRole('combobox', { name: 'Key #' }).waitFor();
    await dialog.getByLabel(/^Beacon ID/).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Facilitators' }).click();
    await page.waitForURL(/\/abbyResidentFacilitators$/);
    await page.locator('[role="grid"][aria-label="People table"]').waitFor();
    await page.context().close();
  });

  it('hides Send Message from an admin', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await page.getByText('Administrator Home').waitFor();
    await openFromList(page, 'Genie');
    await expect(tiles(page, 'Genie')).resolves.toEqual(GENIE_BUTTONS.filter((b) => b !== 'Send Message'));
    await expect(toolbar(page)).resolves.toEqual(['Edit Resident', 'Add Contact']);
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await openFromList(page, 'Abby');
    await expect(tiles(page, 'Abby')).resolves.toEqual(['Resident Playlists', 'Facilitators']);
    await expect(toolbar(page)).resolves.toEqual(['Edit Resident', 'Add Family Facilitator']);
    await look(page, 'resident-dashboard-admin-abby');
    await page.context().close();
  });
});
