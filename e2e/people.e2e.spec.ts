/**
 * People (spec 02 §2 User manager, §4, §6): the admin's Users and the five context screens,
 * driven in Chromium in English and French, with an invitation followed from the email it sent.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { APP_CONFIG, type AppConfig } from '../apps/api/src/config/app-config.js';
import { cells, gridOf, until } from './support/grid.js';
import { productInChromium } from './support/product.js';
import { clickUntilShown, look, switchToFrench } from './support/screen.js';
import { fillSignInPage, signIn, CONTEXT } from './support/sign-in.js';

const suite = productInChromium();

const TABLE = { en: 'People table', fr: 'Tableau des personnes' };

async function open(email: string): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, email);
  await page.setViewportSize({ width: 1400, height: 900 });
  return page;
}

function panel(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The grid once it shows rows. */
async function rowsOf(page: Page, table: string): Promise<Locator> {
  const grid = gridOf(page, table);
  await until(
    () => cells(grid, 'email'),
    (emails) => emails.length > 0,
    `${table} rows`,
  );
  return grid;
}

/** The token of the last password link emailed to `email`, from the outbox. */
async function emailedToken(email: string): Promise<string> {
  const outbox = join(suite.product.app.get<AppConfig>(APP_CONFIG).dataDir, 'outbox');
  const mail = await until(
    async () => {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort();
      const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
      return mails.filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
    },
    (found) => found !== '',
    `a mail to ${email}`,
  );
  return /\/setPassword#([\w.-]+)/.exec(mail)?.[1] ?? '';
}

describe('People', () => {
  it('gives an admin Users with its filters and dialog, and the invited person sets a password from the email', async () => {
    const page = await open('admin@ambient.demo');
    await page.getByText('Administrator Home').waitFor();
    await page
      .getByRole('link', { name: 'Users' })
      .or(page.getByRole('button', { name: 'Users' }))
      .first()
      .click();
    await page.waitForURL(/\/adminUserManager$/);
    const grid = await rowsOf(page, TABLE.en);
    // The email carries its verified mark once the extra fields are read.
    await grid
      .getByRole('img', { name: /^Email (not )?verified$/ })
      .first()
      .waitFor();
    await look(page, 'people-users-en');

    // The role filter narrows the list on the server.
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Kiosk Manager' }).click();
    await until(
      () => cells(grid, 'functionalRole'),
      (roles) => roles.length > 0 && roles.every((role) => role === 'Kiosk Manager'),
      'Kiosk managers only',
    );
    // The kiosk filter searches the server as one types: a kiosk manager's kiosk, found by its serial.
    const serial = (await cells(grid, 'kiosks')).join(', ').split(', ')[0]!;
    const kioskFilter = page.getByRole('combobox', { name: 'Kiosk', exact: true });
    await kioskFilter.fill(serial.slice(0, -1));
    await page.getByRole('option', { name: serial }).click();
    await expect(kioskFilter.inputValue()).resolves.toBe(serial);
    await until(
      () => cells(grid, 'kiosks'),
      (kiosks) => kiosks.length > 0 && kiosks.every((names) => names.split(', ').includes(serial)),
      `the kiosk managers of ${serial} only`,
    );
    await look(page, 'people-users-kiosk-filter-en');
    await kioskFilter.click();
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: '(All)' }).click();

    // The dialog says what is missing, in the spec's words, and offers the initial password.
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Email required').waitFor();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Role is required').waitFor();
    const email = 'invited.visitor@example.org';
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Name/).fill('Élise Tremblay-Côté');
    await dialog.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Virtual Visitor' }).click();
    await dialog.getByRole('combobox', { name: 'Residents' }).click();
    await page.getByRole('option').first().click();
    // The picker's list closes when the dialog's title is clicked (Escape would close the dialog).
    await dialog.getByRole('heading', { name: 'Create User' }).click();
    await expect(dialog.getByLabel('Initial Password').inputValue()).resolves.toMatch(/^\S{8,}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied!').waitFor();
    await look(page, 'people-user-dialog-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('An invitation email has been sent!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The person follows the email's link, chooses a password, and signs in with it.
    const token = await emailedToken(email);
    expect(token).not.toBe('');
    const invited = await (await suite.browser.newContext({ ...CONTEXT, locale: 'en-CA' })).newPage();
    await invited.goto(`${suite.product.url}/setPassword#${token}`);
    await invited.getByRole('heading', { name: 'Choose Your Password' }).waitFor();
    await look(invited, 'people-set-password-en');
    await invited.getByLabel('New Password').fill('short');
    await invited.getByRole('button', { name: 'Save Password' }).click();
    await invited.getByText('Password must be at least 8 characters').waitFor();
    await invited.getByLabel('New Password').fill('Invited-Visitor-2025');
    await invited.getByRole('button', { name: 'Save Password' }).click();
    await fillSignInPage(invited, email, 'Invited-Visitor-2025');
    await invited.getByText(/Welcome/).waitFor();
    // The same link does not work twice: the callback says why.
    await invited.goto(`${suite.product.url}/setPassword#${token}`);
    await invited.getByLabel('New Password').fill('Another-Password-2025');
    await invited.getByRole('button', { name: 'Save Password' }).click();
    const resetError = invited.getByRole('alertdialog', { name: 'Password Reset Error' });
    await resetError.getByText(/it was used already or has expired/).waitFor();
    await invited.context().close();

    // The admin erases her personal data (decisions 0024 and 0061): asked first, then gone from the table.
    const search = page.getByLabel('Search people');
    await search.fill(email);
    await until(
      () => cells(grid, 'name'),
      (names) => names.join() === 'Élise Tremblay-Côté',
      'Élise found',
    );
    await grid.getByRole('button', { name: 'Élise Tremblay-Côté', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Edit User' })
      .getByRole('button', { name: 'Erase Personal Data' })
      .click();
    const erase = page.getByRole('alertdialog', { name: 'Erase Personal Data?' });
    await erase
      .getByText(/Erase the personal data of Élise Tremblay-Côté\? .*can no longer sign in/)
      .waitFor();
    await look(page, 'people-erase-user-en');
    await erase.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.getByText('The personal data of the user was erased.').waitFor();
    // Her email is erased too: the search finds no one.
    await until(
      () => cells(grid, 'name'),
      (names) => names.length === 0,
      'Élise erased',
    );

    // An admin unblocks a locked contact and sends an invited one a new invitation.
    await search.fill('locked.contact');
    await until(
      () => cells(grid, 'name'),
      (names) => names.join() === 'Lucie Bouchard',
      'Lucie found',
    );
    await grid.getByRole('button', { name: 'Lucie Bouchard', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('button', { name: 'Unblock' }).click();
    await page.getByText('Lucie Bouchard has been unblocked').waitFor();
    await edit.getByRole('button', { name: 'Resend Invitation' }).click();
    await page.getByText('An invitation email has been sent!').waitFor();
    await look(page, 'people-edit-user-en');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(await emailedToken('locked.contact@ambient.demo')).not.toBe('');
    await search.fill('');

    // In French: the screen, and the dialog's messages.
    await switchToFrench(page);
    await rowsOf(page, TABLE.fr);
    await page.getByRole('button', { name: 'Créer un utilisateur' }).click();
    const french = page.getByRole('dialog', { name: 'Créer un utilisateur' });
    await french.getByRole('button', { name: 'Enregistrer' }).click();
    await french.getByText('Le courriel est obligatoire').waitFor();
    await look(page, 'people-user-dialog-fr');
    await french.getByRole('button', { name: 'Annuler' }).click();
    await french.waitFor({ state: 'hidden' });
    // The erasure's question in French, answered No: nothing changes.
    const gridFr = await rowsOf(page, TABLE.fr);
    const searchFr = page.getByLabel('Rechercher des personnes');
    await searchFr.fill('locked.contact');
    await until(
      () => cells(gridFr, 'name'),
      (names) => names.join() === 'Lucie Bouchard',
      'Lucie found in French',
    );
    await gridFr.getByRole('button', { name: 'Lucie Bouchard', exact: true }).click();
    const editFr = page.getByRole('dialog', { name: 'Modifier l’utilisateur' });
    await editFr.getByRole('button', { name: 'Effacer ses données' }).click();
    const eraseFr = page.getByRole('alertdialog', { name: 'Effacer les données personnelles\u202f?' });
    await eraseFr.getByText(/Effacer les données personnelles de Lucie Bouchard\u202f\?/).waitFor();
    await look(page, 'people-erase-user-fr');
    await eraseFr.getByRole('button', { name: 'Annuler' }).click();
    await eraseFr.waitFor({ state: 'hidden' });
    await editFr.getByRole('button', { name: 'Annuler' }).click();
    await editFr.waitFor({ state: 'hidden' });
    await searchFr.fill('');
    await look(page, 'people-users-fr');
    await page.context().close();
  });

  it('leads from the Genie kiosk dashboard to its managers and its residents’ contacts, where a contact is promoted', async () => {
    const page = await open('kiosk.manager@ambient.demo');
    await page.getByText('Your kiosks').waitFor();
    await page.getByText('GN-100005').click();
    await page.waitForURL(/\/kioskDashboard$/);
    const links = panel(page, 'Residents and Contacts');
    await links.getByRole('button', { name: /^Kiosk Managers/ }).click();
    await page.waitForURL(/\/genieKioskManagers$/);
    const managers = await rowsOf(page, TABLE.en);
    await until(
      () => cells(managers, 'email'),
      (emails) => emails.includes('kiosk.manager@ambient.demo'),
      'The kiosk manager among the managers',
    );
    await look(page, 'people-genie-kiosk-managers-en');
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('button', { name: 'Kiosk Dashboard' })
      .click();
    await links.getByRole('button', { name: /^Kiosk Resident Contacts/ }).click();
    await page.waitForURL(/\/genieKioskResidentContacts$/);
    const contacts = await rowsOf(page, TABLE.en);
    await look(page, 'people-genie-kiosk-resident-contacts-en');

    // A virtual visitor becomes a family facilitator (spec 01 §1: a contact can be promoted).
    const roles = await cells(contacts, 'functionalRole');
    const names = await cells(contacts, 'name');
    const visitor = names[roles.indexOf('Virtual Visitor')];
    expect(visitor).toBeDefined();
    await contacts.getByRole('button', { name: visitor, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Family Facilitator' }).click();
    await look(page, 'people-promote-contact-en');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await until(
      async () =>
        (await cells(contacts, 'functionalRole'))[(await cells(contacts, 'name')).indexOf(visitor!)],
      (role) => role === 'Family Facilitator',
      'The promoted contact',
    );

    // The menu's Users shows a kiosk manager the people of their kiosks, to edit, not to delete.
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: 'Users' })
      .or(page.getByRole('link', { name: 'Users' }))
      .first()
      .click();
    await page.waitForURL(/\/adminUserManager$/);
    // The contacts' grid, left behind, bears the same label until the Users screen is drawn.
    await page.getByRole('heading', { name: 'Users', level: 1, exact: true }).waitFor();
    const users = await rowsOf(page, TABLE.en);
    await expect(users.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Create User' }).count()).resolves.toBe(0);
    await look(page, 'people-users-kiosk-manager-en');

    // The same kiosk screens in French.
    await switchToFrench(page);
    await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('button', { name: 'Accueil' })
      .click();
    // The Users table, left behind until Home is drawn, shows the kiosk's serial too.
    await page.getByText('Vos kiosques').waitFor();
    await page.getByText('GN-100005').click();
    await page.waitForURL(/\/kioskDashboard$/);
    const liens = panel(page, 'Résidents et contacts');
    await liens.getByRole('button', { name: /^Gestionnaires de kiosque/ }).click();
    await page.waitForURL(/\/genieKioskManagers$/);
    await rowsOf(page, TABLE.fr);
    await look(page, 'people-genie-kiosk-managers-fr');
    await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('button', { name: 'Tableau de bord du kiosque' })
      .click();
    await liens.getByRole('button', { name: /^Contacts des résidents du kiosque/ }).click();
    await page.waitForURL(/\/genieKioskResidentContacts$/);
    await rowsOf(page, TABLE.fr);
    await look(page, 'people-genie-kiosk-resident-contacts-fr');
    await page.context().close();
  });

  it('lets a family facilitator add and remove a Genie resident’s contacts, in English and French', async () => {
    const page = await open('family@ambient.demo');
    const picker = page.getByRole('list', { name: 'Your residents' });
    await picker
      .getByRole('button')
      .filter({ has: page.getByRole('img', { name: 'Genie' }) })
      .click();
    await page.waitForURL(/\/residentDashboard$/);
    await page.getByRole('button', { name: /^\d* ?Contacts\b/ }).click();
    await page.waitForURL(/\/genieResidentContacts$/);
    await rowsOf(page, TABLE.en);
    await look(page, 'people-genie-resident-contacts-en');
    await switchToFrench(page);
    const grid = await rowsOf(page, TABLE.fr);

    await page.getByRole('button', { name: 'Ajouter un contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un utilisateur' });
    await dialog.getByLabel(/^Courriel/).fill('paul.roy@example.org');
    await dialog.getByLabel(/^Nom/).first().fill('Paul Roy');
    await look(page, 'people-add-contact-fr');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Un courriel d’invitation a été envoyé\u202f!').waitFor();
    await until(
      () => cells(grid, 'name'),
      (names) => names.includes('Paul Roy'),
      'The new contact',
    );
    await look(page, 'people-genie-resident-contacts-fr');

    await grid.getByRole('button', { name: 'Retirer Paul Roy' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Retirer\u202f?' });
    await confirm.getByRole('button', { name: 'Retirer' }).click();
    await until(
      () => cells(grid, 'name'),
      (names) => !names.includes('Paul Roy'),
      'The contact removed',
    );
    await page.context().close();
  });

  it('shows a one-kiosk manager the Abby kiosk’s participants and a resident’s facilitators, in English and French', async () => {
    const page = await open('one.kiosk@ambient.demo');
    await page.getByRole('heading', { name: 'Abby 001' }).waitFor();
    await panel(page, 'Residents and Contacts')
      .getByRole('button', { name: /^Kiosk Participants/ })
      .click();
    await page.waitForURL(/\/abbyKioskParticpants$/);
    await rowsOf(page, TABLE.en);
    await look(page, 'people-abby-kiosk-participants-en');
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('button', { name: 'Kiosk Dashboard' })
      .click();
    await page.waitForURL(/\/kioskDashboard$/);
    await panel(page, 'Residents')
      .getByRole('list', { name: 'Residents' })
      .getByRole('button')
      .first()
      .click();
    await page.waitForURL(/\/residentDashboard$/);
    // The address changes at once, the screen once its transition is drawn: until then the kiosk
    // dashboard stays, and its Kiosk Participants tile ("Facilitators and managers of this kiosk")
    // would answer to a name merely holding "Facilitators". The resident dashboard's tile begins so.
    await clickUntilShown(
      page.getByRole('button', { name: /^Facilitators\b/ }),
      gridOf(page, TABLE.en),
      'The resident’s facilitators opened',
    );
    await page.waitForURL(/\/abbyResidentFacilitators$/);
    await rowsOf(page, TABLE.en);
    await look(page, 'people-abby-resident-facilitators-en');

    await switchToFrench(page);
    await rowsOf(page, TABLE.fr);
    await look(page, 'people-abby-resident-facilitators-fr');
    await page
      .getByRole('navigation', { name: 'Fil d’Ariane' })
      .getByRole('button', { name: 'Tableau de bord du kiosque' })
      .click();
    await panel(page, 'Résidents et contacts')
      .getByRole('button', { name: /^Participants du kiosque/ })
      .click();
    await page.waitForURL(/\/abbyKioskParticpants$/);
    await rowsOf(page, TABLE.fr);
    await look(page, 'people-abby-kiosk-participants-fr');
    await page.context().close();
  });
});
