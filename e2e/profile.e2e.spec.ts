import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { look } from './support/screen.js';
import { DEMO_PASSWORD, productInChromium } from './support/product.js';
import { fillSignInPage, signIn, CONTEXT } from './support/sign-in.js';

const suite = productInChromium();

async function openAccountMenu(page: Page, item: RegExp): Promise<void> {
  await page.getByRole('button', { name: /^(Account|Compte)$/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('breadcrumbs', () => {
  it('shows the route stack from Home and goes back through a crumb', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    await page.getByText('Administrator Home').waitFor();
    await page
      .getByRole('link', { name: 'Users' })
      .or(page.getByRole('button', { name: 'Users' }))
      .first()
      .click();
    await page.waitForURL(/\/adminUserManager$/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await crumbs.waitFor();
    expect((await crumbs.innerText()).replace(/\s+/g, ' ')).toMatch(/Home\s*\/?\s*Users/);
    await page.locator('[role="grid"][aria-label="People table"]').waitFor();
    await expect(page.getByText('Men At Work').count()).resolves.toBe(0);
    await look(page, 'users-from-home');
    await crumbs.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL(`${suite.product.url}/`);
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('the profile dialog', () => {
  it('says what is wrong in English, then in French once the language is French', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'visitor@ambient.demo');
    await page.getByText('Welcome Victor').waitFor();
    await openAccountMenu(page, /^Edit Profile$/);
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Close' }).waitFor()).resolves.toBeUndefined();
    const save = dialog.getByRole('button', { name: 'Save' });
    await dialog.getByLabel('Name', { exact: true }).fill('');
    await save.click();
    await expect(dialog.getByText('Name is required').waitFor()).resolves.toBeUndefined();
    await dialog.getByLabel('Name', { exact: true }).fill('Victor 2');
    await save.click();
    await expect(
      dialog
        .getByText(
          'A name may contain letters, spaces, hyphens, apostrophes and periods, and starts with a letter',
        )
        .waitFor(),
    ).resolves.toBeUndefined();
    await dialog.getByLabel('Name', { exact: true }).fill('Victor Nguyen');
    await dialog.getByLabel('Display Name').fill('A nickname far too long');
    await save.click();
    await expect(
      dialog.getByText('Display name must be 20 characters or less').waitFor(),
    ).resolves.toBeUndefined();
    await look(page, 'profile-validation-en');

    await dialog.getByLabel('Name', { exact: true }).fill('Victor Nguyen');
    await dialog.getByLabel('Display Name').fill('');
    await dialog.getByLabel('Language').click();
    await page.getByRole('option', { name: /Fran/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(page.getByText('Bienvenue Victor').waitFor()).resolves.toBeUndefined();

    await openAccountMenu(page, /^Modifier le profil$/);
    const french = page.getByRole('dialog', { name: 'Modifier le profil' });
    await french.waitFor();
    await french.getByLabel('Nom', { exact: true }).fill('');
    await french.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(french.getByText('Le nom est obligatoire').waitFor()).resolves.toBeUndefined();
    await look(page, 'profile-validation-fr');
    await page.context().close();
  });

  it('shows an edit in every other open tab of the same user without a reload', async () => {
    const first = await signIn(suite.browser, suite.product.url, 'family@ambient.demo');
    await first.getByText('Your residents').waitFor();
    const second = await first.context().newPage();
    await second.goto(suite.product.url);
    await second.getByText('Your residents').waitFor();
    await openAccountMenu(first, /^Edit Profile$/);
    const dialog = first.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.getByLabel('Name', { exact: true }).fill('Fiona Gagnon Roy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await second.getByRole('button', { name: 'Account' }).click();
    await expect(second.getByText('Fiona Gagnon Roy').first().waitFor()).resolves.toBeUndefined();
    await first.context().close();
  });
});

describe('sessions', () => {
  /** Signed in: the account button shows; signed out: the Sign In button does. */
  const signedIn = async (page: Page): Promise<boolean> => {
    const account = page.getByRole('button', { name: 'Account' });
    const signInButton = page.getByRole('button', { name: 'Sign In' }).first();
    await account.or(signInButton).first().waitFor();
    return account.isVisible();
  };

  it('signs out only the browser asked, and every browser with Sign Out Everywhere (decision 0103)', async () => {
    const email = 'one.family@ambient.demo';
    const [first, second, third] = [
      await signIn(suite.browser, suite.product.url, email),
      await signIn(suite.browser, suite.product.url, email),
      await signIn(suite.browser, suite.product.url, email),
    ];
    for (const page of [first, second, third]) expect(await signedIn(page)).toBe(true);

    await openAccountMenu(first, /^Sign Out$/);
    await first.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await second.reload();
    expect(await signedIn(second)).toBe(true);

    await second.getByRole('button', { name: 'Account' }).click();
    await look(second, 'account-menu-sign-out-everywhere');
    await second.getByRole('menuitem', { name: /^Sign Out Everywhere$/ }).click();
    await expect(
      second
        .getByRole('status')
        .getByText('You are signed out on every device and browser where your account was open.')
        .waitFor(),
    ).resolves.toBeUndefined();
    // The third browser was never signed out by hand: its session ended all the same.
    await third.reload();
    expect(await signedIn(third)).toBe(false);
    for (const page of [first, second, third]) await page.context().close();
  });
});

describe('passwords', () => {
  it('changes the password, signs out, and signs in with the new one only', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'domain.manager@ambient.demo');
    await page.getByText('Your kiosks').waitFor();
    await openAccountMenu(page, /^Change Password$/);
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('Password must be at least 8 characters').waitFor(),
    ).resolves.toBeUndefined();
    await dialog.getByLabel('Password', { exact: true }).fill('my new secret words');
    await dialog.getByLabel('Current password').fill('not my password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const refused = page.getByRole('alertdialog');
    await expect(refused.getByText('The current password is wrong.').waitFor()).resolves.toBeUndefined();
    await refused.getByRole('button', { name: 'OK' }).click();
    await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    // Every session ended: the console signs out and says why.
    await expect(
      page
        .getByRole('status')
        .getByText(/^Your password was changed and every session/)
        .waitFor(),
    ).resolves.toBeUndefined();
    await look(page, 'password-changed');
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await fillSignInPage(page, 'domain.manager@ambient.demo', DEMO_PASSWORD);
    await expect(page.getByText('Wrong email or password.').waitFor()).resolves.toBeUndefined();
    await fillSignInPage(page, 'domain.manager@ambient.demo', 'my new secret words');
    await expect(page.getByText('Your kiosks').waitFor()).resolves.toBeUndefined();
    await page.context().close();
  });

  it('blocks an account after five failed sign-ins in a row', async () => {
    const context = await suite.browser.newContext(CONTEXT);
    const page = await context.newPage();
    await page.goto(suite.product.url);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await fillSignInPage(page, 'one.family@ambient.demo', `wrong password ${attempt}`);
      await page.getByText('Wrong email or password.').waitFor();
    }
    await fillSignInPage(page, 'one.family@ambient.demo', 'wrong password 5');
    const blocked = /blocked after 5 failed sign-in attempts/;
    await expect(page.getByText(blocked).waitFor()).resolves.toBeUndefined();
    await fillSignInPage(page, 'one.family@ambient.demo', DEMO_PASSWORD);
    await expect(page.getByText(blocked).waitFor()).resolves.toBeUndefined();
    await look(page, 'sign-in-blocked');
    await context.close();
  });
});
