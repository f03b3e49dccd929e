/**
 * Linking an existing account by email needs its owner's consent (Hardening, point 2): the
 * owner opens the emailed link, signs in, and only then is connected.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { BaseRole } from '@ambient/core';
import { systemContext } from '@ambient/event-sourcing';
import { APP_CONFIG, type AppConfig } from '../apps/api/src/config/app-config.js';
import { ContactInviter, UsersReader } from '../apps/api/src/users/index.js';
import { screenshot } from './support/browser.js';
import { DEMO_PASSWORD, productInChromium } from './support/product.js';
import { fillSignInPage, CONTEXT } from './support/sign-in.js';

const suite = productInChromium();

async function lastMailTo(email: string): Promise<string> {
  const outbox = join(suite.product.app.get<AppConfig>(APP_CONFIG).dataDir, 'outbox');
  const files = (await readdir(outbox)).sort();
  const mails = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return mails.filter((mail) => mail.includes(`To: ${email}`)).at(-1) ?? '';
}

describe('accepting a link offered by email', () => {
  it('connects the account only after its owner signs in from the emailed link', async () => {
    const users = suite.product.app.get(UsersReader);
    const family = await users.findRowByEmail('family@ambient.demo');
    const [resident] = (await suite.product.app
      .get(DataSource)
      .query('SELECT id, name FROM residents WHERE NOT (id = ANY($1::int[])) ORDER BY id LIMIT 1', [
        family?.residentIds ?? [],
      ])) as Array<{ id: number; name: string }>;
    await suite.product.app
      .get(ContactInviter)
      .connectOrInvite(
        { email: 'family@ambient.demo', name: 'Fiona Tremblay', nickname: 'Fiona' },
        { residentIds: [resident!.id] },
        BaseRole.Manager,
        null,
        resident!.name,
        systemContext(),
      );
    expect((await users.findRowByEmail('family@ambient.demo'))?.residentIds).not.toContain(resident!.id);
    const token = /\/acceptLink#([\w-]+)/.exec(await lastMailTo('family@ambient.demo'))?.[1] ?? '';
    expect(token).not.toBe('');

    const page = await (await suite.browser.newContext({ ...CONTEXT, locale: 'en-CA' })).newPage();
    await page.goto(`${suite.product.url}/acceptLink#${token}`);
    await page
      .getByText('Someone asked to connect your account to a resident or a kiosk.', { exact: false })
      .waitFor();
    expect(page.url()).not.toContain(token);
    await screenshot(page, 'accept-link-sign-in-first');
    await page.getByRole('button', { name: 'Sign In to Accept' }).click();
    await fillSignInPage(page, 'family@ambient.demo', DEMO_PASSWORD);
    await page.getByText('You are now connected to').waitFor();
    await page.getByText(resident!.name).waitFor();
    expect(new URL(page.url()).pathname).toBe('/acceptLink');
    await screenshot(page, 'accept-link-accepted');
    expect((await users.findRowByEmail('family@ambient.demo'))?.residentIds).toContain(resident!.id);

    // The same link a second time (a new page load, as from the email) is not valid any more.
    await page.goto(suite.product.url);
    await page.goto(`${suite.product.url}/acceptLink#${token}`);
    await page.getByText('The link could not be accepted').waitFor();
    await page.getByText('This link is not valid any more', { exact: false }).waitFor();
    await page.context().close();
  });
});
