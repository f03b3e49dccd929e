/**
 * The footer's environment label on the product as it is deployed (issue 40): a production build
 * started without APP_ENVIRONMENT says "Production", in English and in French, never
 * "Development".
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { look } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { CONTEXT } from './support/sign-in.js';

/** The label in the footer, as a person reads it, once the console has drawn its first screen. */
async function environmentLabel(page: Page, signIn: string): Promise<string> {
  await page.getByRole('button', { name: signIn }).first().waitFor();
  const label = page.getByRole('contentinfo').getByTestId('environment-label');
  await label.waitFor();
  return (await label.innerText()).trim();
}

describe('the footer of a production build without APP_ENVIRONMENT', () => {
  // The product's settings are only those given here (NODE_ENV production, no APP_ENVIRONMENT).
  const suite = productInChromium();

  for (const [locale, signIn, language] of [
    ['en-CA', 'Sign In', 'english'],
    ['fr-CA', 'Se connecter', 'french'],
  ] as const)
    it(`reads Production on a browser in ${language}`, async () => {
      const context = await suite.browser.newContext({ ...CONTEXT, locale });
      try {
        const page = await context.newPage();
        await page.goto(suite.product.url);
        // "Production" is the same word in both languages; the sign-in button says which one shows.
        expect(await environmentLabel(page, signIn)).toBe('Production');
        await look(page, `footer-production-${language}`);
      } finally {
        await context.close();
      }
    });
});
