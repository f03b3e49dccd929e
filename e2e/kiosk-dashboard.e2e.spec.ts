import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn } from './support/sign-in.js';
import { kioskCameOnline } from './support/device-facts.js';

const suite = productInChromium();

function panel(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

async function open(email: string): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, email);
  await page.setViewportSize({ width: 1400, height: 900 });
  return page;
}

/** The details strip: every label and its value. */
async function details(page: Page, label: string): Promise<string> {
  return (await page.getByLabel(label, { exact: true }).innerText()).replace(/\s+/g, ' ');
}

describe('the Kiosk dashboard', () => {
  it('shows an admin the ids, the hierarchy, the Kiosk Status badges and the back button', async () => {
    const page = await open('admin@ambient.demo');
    await page.getByText('Administrator Home').waitFor();
    // The admin's Home hands over the kiosk chosen in the Abby combobox.
    await page.getByRole('combobox', { name: 'Abby kiosk' }).click();
    await page.getByRole('option', { name: 'Abby 001', exact: true }).click();
    await page.getByRole('button', { name: 'Go to the Abby kiosk dashboard' }).click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page.getByRole('heading', { name: 'Abby 001 (Id 1)' }).waitFor();
    const strip = await details(page, 'Kiosk details');
    expect(strip).toContain('AB21-100000');
    expect(strip).toContain('Maple Grove Residence (Toronto, ON)');
    expect(strip).toContain('Central Canada');
    expect(strip).toContain('Northern Lights Care Group');

    const status = panel(page, 'Kiosk Status');
    await status.getByText('Never Synced').waitFor();
    await status.getByText('Up to date').waitFor();
    await status.getByText(/^\d+ updates? behind$/).waitFor();
    await expect(status.getByText('Never Updated').count()).resolves.toBe(2);
    await status.getByText('Never connected').waitFor();
    // The kiosk connects: its gateway relays it, and the panel says so without a reload.
    await kioskCameOnline(suite.product, 'AB21-100000', 1);
    await status.getByText(/^Since /).waitFor();
    await expect(status.getByText('Online', { exact: true }).count()).resolves.toBe(2);

    const residents = panel(page, 'Residents');
    await residents.getByText('3 residents').waitFor();
    // Each resident is a button named by what it shows: the name, then the key and the messages.
    const residentButtons = residents.getByRole('list', { name: 'Residents' }).getByRole('button');
    await expect(residentButtons.count()).resolves.toBe(3);
    await expect(panel(page, 'Message Center').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(1);
    await look(page, 'kiosk-dashboard-admin-en');

    // Edit Kiosk: the full dialog with the kiosk's values.
    await page.getByRole('button', { name: 'Edit Kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Kiosk 1' });
    await dialog.waitFor();
    await expect(dialog.getByRole('combobox', { name: 'Kiosk Type', exact: true }).innerText()).resolves.toBe(
      'Abby v21',
    );
    await expect(dialog.getByRole('combobox', { name: 'Language', exact: true }).count()).resolves.toBe(1);
    await expect(dialog.getByRole('textbox', { name: 'TeamViewer ID' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Links lead to their screens (not built ones show Men At Work).
    await panel(page, 'Manage Kiosk')
      .getByRole('button', { name: /^Community Playlists/ })
      .click();
    await page.waitForURL(/\/abbyKioskProfileManager$/);
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('button', { name: 'Kiosk Dashboard' })
      .click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page.getByRole('heading', { name: 'Abby 001 (Id 1)' }).waitFor();

    // A resident opens their dashboard; Back returns to where the admin came from.
    await panel(page, 'Residents')
      .getByRole('list', { name: 'Residents' })
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL(/\/residentDashboard$/);
    await page.context().close();
  });

  it('takes a one-kiosk manager straight there, without back button, status or hierarchy', async () => {
    const page = await open('one.kiosk@ambient.demo');
    await page.waitForURL(/\/kioskDashboard$/);
    await page.getByRole('heading', { name: 'Abby 001' }).waitFor();
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await expect(panel(page, 'Kiosk Status').count()).resolves.toBe(0);
    const strip = await details(page, 'Kiosk details');
    expect(strip).not.toContain('Central Canada');
    expect(strip).toContain('Unlimited');
    await panel(page, 'Residents').getByText('3 residents').waitFor();
    await panel(page, 'Residents and Contacts')
      .getByRole('button', { name: /^Kiosk Participants/ })
      .waitFor();
    await look(page, 'kiosk-dashboard-one-kiosk-en');

    // Edit Kiosk: the base fields only, no language.
    await page.getByRole('button', { name: 'Edit Kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Kiosk' });
    await dialog.waitFor();
    await dialog.getByText('Only an administrator can change the other fields.').waitFor();
    await expect(dialog.getByRole('combobox', { name: 'Language', exact: true }).count()).resolves.toBe(0);
    await expect(dialog.getByRole('textbox', { name: /^S\/N/ }).isDisabled()).resolves.toBe(true);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Lobby Abby');
    await look(page, 'kiosk-dashboard-edit-manager-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Lobby Abby' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Lobby Abby' }).waitFor();
    await page.context().close();
  });

  it('gives a kiosk manager of several kiosks the back button and the Genie Message Center', async () => {
    const page = await open('kiosk.manager@ambient.demo');
    await page.getByText('Your kiosks').waitFor();
    await page.getByText('GN-100005').click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page.getByRole('heading', { name: 'Genie 006' }).waitFor();
    const center = panel(page, 'Message Center');
    await center.getByText('No new messages for this kiosk').waitFor();
    await panel(page, 'Residents').getByText('3 residents').waitFor();
    await expect(panel(page, 'Residents').getByText('No new messages').count()).resolves.toBe(3);
    const links = panel(page, 'Residents and Contacts');
    await links.getByRole('button', { name: /^Kiosk Managers/ }).waitFor();
    await links.getByRole('button', { name: /^Kiosk Resident Contacts/ }).waitFor();
    await panel(page, 'Manage Kiosk')
      .getByRole('button', { name: /^Kiosk Emails/ })
      .waitFor();
    await look(page, 'kiosk-dashboard-genie-manager-en');

    await links.getByRole('button', { name: /^Kiosk Managers/ }).click();
    await page.waitForURL(/\/genieKioskManagers$/);
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('button', { name: 'Kiosk Dashboard' })
      .click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${suite.product.url}/`);
    await page.getByText('Your kiosks').waitFor();

    // In French.
    await switchToFrench(page);
    await page.getByText('GN-100005').click();
    await page.waitForURL(/\/kioskDashboard$/);
    await panel(page, 'Centre de messages').getByText('Aucun nouveau message pour ce kiosque').waitFor();
    await panel(page, 'Résidents').getByText('3 résidents').waitFor();
    await panel(page, 'Résidents et contacts')
      .getByRole('button', { name: /^Gestionnaires de kiosque/ })
      .waitFor();
    await panel(page, 'Gérer le kiosque')
      .getByRole('button', { name: /^Courriels des kiosques/ })
      .waitFor();
    await page.getByRole('button', { name: 'Retour' }).waitFor();
    expect(await details(page, 'Détails du kiosque')).toContain('N/S');
    await page.getByRole('button', { name: 'Modifier le kiosque' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le kiosque' });
    await dialog.waitFor();
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(480);
    await dialog.getByRole('textbox', { name: 'Téléphone de la personne-ressource' }).fill('42');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog
      .getByText('Entrez un numéro de téléphone canadien ou américain d’au plus 20 caractères')
      .waitFor();
    await look(page, 'kiosk-dashboard-genie-manager-fr');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.context().close();
  });

  it('shows a domain manager the domain, the organization and the language field', async () => {
    const page = await open('domain.manager@ambient.demo');
    await page.getByText('Your kiosks').waitFor();
    await page.getByText('AB22-100001').click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page.getByRole('heading', { name: 'Abby 002' }).waitFor();
    const strip = await details(page, 'Kiosk details');
    expect(strip).toContain('Central Canada');
    expect(strip).toContain('Northern Lights Care Group');
    await expect(panel(page, 'Kiosk Status').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Back' }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'Edit Kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Kiosk' });
    await dialog.waitFor();
    const language = dialog.getByRole('combobox', { name: 'Language', exact: true });
    await language.click();
    await page.getByRole('option', { name: 'Français' }).click();
    await look(page, 'kiosk-dashboard-edit-domain-manager-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Edit Kiosk' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Edit Kiosk' })
        .getByRole('combobox', { name: 'Language', exact: true })
        .innerText(),
    ).resolves.toBe('Français');
    await page.context().close();
  });
});
