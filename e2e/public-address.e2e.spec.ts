/**
 * The console opened by another address than its public URL's (issue 40, decision 0105): by
 * 127.0.0.1 when the public URL names localhost, and the other way round. It moves itself to the
 * public address and signs in there.
 */
import { describe, expect, it } from '@jest/globals';
import { look } from './support/screen.js';
import { DEMO_PASSWORD, productInChromium } from './support/product.js';
import { CONTEXT, fillSignInPage } from './support/sign-in.js';

for (const [publicHost, otherHost] of [
  ['localhost', '127.0.0.1'],
  ['127.0.0.1', 'localhost'],
] as const) {
  describe(`the console whose public URL names ${publicHost}`, () => {
    const suite = productInChromium({}, publicHost);

    for (const openedBy of [publicHost, otherHost])
      it(`signs in when opened by ${openedBy}`, async () => {
        const context = await suite.browser.newContext(CONTEXT);
        try {
          const page = await context.newPage();
          const publicUrl = new URL(suite.product.url);
          const opened = new URL('/', publicUrl);
          opened.hostname = openedBy;
          await page.goto(opened.toString());
          await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
          // At the public address (the path is kept: public-address.unit.spec.ts).
          expect(new URL(page.url()).origin).toBe(publicUrl.origin);
          await page.getByRole('button', { name: 'Sign In' }).first().click();
          await fillSignInPage(page, 'admin@ambient.demo', DEMO_PASSWORD);
          await expect(page.getByRole('button', { name: 'Account' }).waitFor()).resolves.toBeUndefined();
          expect(new URL(page.url()).origin).toBe(publicUrl.origin);
          await look(page, `signed-in-by-${openedBy}-public-${publicHost}`);
        } finally {
          await context.close();
        }
      });
  });
}
