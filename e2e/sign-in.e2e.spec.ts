import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { look } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { signIn as signInAs, CONTEXT } from './support/sign-in.js';

const suite = productInChromium();

const signIn = (email: string): Promise<Page> => signInAs(suite.browser, suite.product.url, email);

async function menuEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.waitFor();
  // An entry reads its name on the first line (a second line may say Genie or Abby).
  const entries = (await menu.getByRole('button').allInnerTexts())
    .map((t) => (t.split('\n')[0] ?? '').replace(/[·\s]+$/, '').trim())
    .filter((t) => t.length > 0);
  await page.keyboard.press('Escape');
  return entries;
}

describe('signing in as each demo account', () => {
  it('shows the Administrator Home and every menu entry to an admin', async () => {
    const page = await signIn('admin@ambient.demo');
    await expect(page.getByText('Administrator Home').waitFor()).resolves.toBeUndefined();
    expect(await page.getByText('Admin', { exact: true }).first().isVisible()).toBe(true);
    await expect(
      page.getByRole('button', { name: 'Dashboard', exact: true }).waitFor(),
    ).resolves.toBeUndefined();
    await expect(page.getByRole('combobox', { name: 'Abby kiosk' }).waitFor()).resolves.toBeUndefined();
    await expect(page.getByRole('combobox', { name: 'Genie kiosk' }).waitFor()).resolves.toBeUndefined();
    const entries = await menuEntries(page);
    expect(entries).toEqual(
      expect.arrayContaining([
        'Home',
        'Organizations',
        'Domains',
        'Facilities',
        'Kiosks',
        'Kiosk Libraries',
        'Community Playlists',
        'Residents',
        'Genie Libraries',
        'Genie Albums',
        'Abby Playlists',
        'Users',
        'Messages',
        'Genie Public Media',
        'Abby Shared Library',
      ]),
    );
    await look(page, 'home-admin');
    await page.context().close();
  });

  it('lists a kiosk manager’s kiosks with their facilities and blocks a Basic Abby', async () => {
    const page = await signIn('kiosk.manager@ambient.demo');
    await expect(page.getByText('Your kiosks').waitFor()).resolves.toBeUndefined();
    expect(await page.getByText('Kiosk Manager', { exact: true }).first().isVisible()).toBe(true);
    await expect(
      page.getByText('Résidence Les Érables (Montréal, QC)').first().waitFor(),
    ).resolves.toBeUndefined();
    await expect(page.getByText('Basic subscription').first().waitFor()).resolves.toBeUndefined();
    const entries = await menuEntries(page);
    expect(entries).not.toContain('Organizations');
    expect(entries).toContain('Home');
    await look(page, 'home-kiosk-manager');
    await page.context().close();
  });

  it('takes a kiosk manager with one kiosk straight to its dashboard', async () => {
    const page = await signIn('one.kiosk@ambient.demo');
    await page.waitForURL(/\/kioskDashboard$/);
    await page.context().close();
  });

  it('gives a family facilitator with several residents the resident picker', async () => {
    const page = await signIn('family@ambient.demo');
    await expect(page.getByText('Your residents').waitFor()).resolves.toBeUndefined();
    expect(await page.getByText('Family Facilitator', { exact: true }).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('takes a family facilitator with one resident straight to the resident dashboard', async () => {
    const page = await signIn('one.family@ambient.demo');
    await page.waitForURL(/\/residentDashboard$/);
    await page.context().close();
  });

  it('welcomes a virtual visitor with the two store badges', async () => {
    const page = await signIn('visitor@ambient.demo');
    await expect(page.getByRole('heading', { name: 'Welcome Victor' }).waitFor()).resolves.toBeUndefined();
    await expect(
      page.getByRole('link', { name: 'Download on the App Store' }).waitFor(),
    ).resolves.toBeUndefined();
    await expect(
      page.getByRole('link', { name: 'Get it on Google Play' }).waitFor(),
    ).resolves.toBeUndefined();
    await look(page, 'home-visitor');
    await page.context().close();
  });

  it('shows a domain manager their kiosks', async () => {
    const page = await signIn('domain.manager@ambient.demo');
    await expect(page.getByText('Your kiosks').waitFor()).resolves.toBeUndefined();
    expect(await page.getByText('Domain Manager', { exact: true }).first().isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('the route guard', () => {
  it('sends a signed-out visit to /kioskManager back to Home', async () => {
    const context = await suite.browser.newContext(CONTEXT);
    const page = await context.newPage();
    await page.goto(`${suite.product.url}/kioskManager`);
    await page.waitForURL(`${suite.product.url}/`);
    await expect(page.getByRole('button', { name: 'Sign In' }).first().waitFor()).resolves.toBeUndefined();
    await context.close();
  });
});
