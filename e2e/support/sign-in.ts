import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './product.js';

/**
 * How every spec's browser context starts: with motion reduced, as a person who asked their system
 * for less motion sees the console (no transitions or ripples to wait for).
 */
export const CONTEXT = { reducedMotion: 'reduce' } as const;

/** Opens the console, follows Sign In to the provider's page and signs in. */
export async function signIn(
  browser: Browser,
  url: string,
  email: string,
  password = DEMO_PASSWORD,
  locale = 'en-CA',
): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXT, locale });
  const page = await context.newPage();
  await page.goto(url);
  await page
    .getByRole('button', { name: /^(Sign In|Se connecter)$/ })
    .first()
    .click();
  await fillSignInPage(page, email, password);
  return page;
}

/** Fills and posts the provider's sign-in page. */
export async function fillSignInPage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^(Email|Courriel)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign In|Se connecter)$/ }).click();
}

/** The access token the console holds for its signed-in user (the session cache keeps it in localStorage). */
export const accessTokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const cache = JSON.parse(localStorage.getItem('ambient.session.v1') ?? '{}') as { accessToken?: string };
    return cache.accessToken ?? '';
  });
