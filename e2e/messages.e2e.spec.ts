/**
 * Messages (spec 03 §2.13, §2.14; issue 13): a family facilitator composes a message with a
 * picture in English and one with a voice recording in French from their Genie resident's
 * dashboard; each reaches the resident's simulated Genie through the real device gateway, the
 * kiosk reports it opened, and the Message manager shows it opened without a reload. Then a
 * preview and a delete.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import {
  gatewayPorts,
  startGateway,
  type GatewayPorts,
  type RunningGateway,
} from '../apps/api/test/support/gateway-process.js';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { cells, gridOf, headersOf, until, waitForCells } from './support/grid.js';
import { picture, tone } from './support/media.js';
import { productInChromium } from './support/product.js';
import { look, switchToFrench } from './support/screen.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const GATEWAY_TOKEN = randomBytes(24).toString('base64url');
/** The product commands the gateway started below: its address is known before the product starts. */
const env: NodeJS.ProcessEnv = { GATEWAY_API_TOKEN: GATEWAY_TOKEN };
let ports: GatewayPorts;
beforeAll(async () => {
  ports = await gatewayPorts();
  env.GATEWAY_HEALTH_URL = ports.healthUrl;
});
const suite = productInChromium(env);

let gateway: RunningGateway;
let kiosk: KioskSimulator;
/** The family facilitator's Genie resident. */
let residentName: string;
beforeAll(async () => {
  gateway = await startGateway(ports, suite.product.url, GATEWAY_TOKEN);
  // The admin issues the resident's Genie its secret; the simulated kiosk signs in with it.
  const admin = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
  await admin.getByRole('button', { name: /^(Dashboard|Tableau de bord)$/ }).waitFor();
  // The family facilitator's first Genie resident, and their kiosk.
  const [resident] = (await suite.product.app.get(DataSource).query(
    `SELECT r.id, r.name, k.id AS kiosk_id, k.serial_number FROM residents r
       JOIN kiosks k ON k.id = r.kiosk_id JOIN users u ON r.id = ANY(u.resident_ids)
      WHERE u.id = 'ambient|family' AND k.type_id = 2 ORDER BY r.id LIMIT 1`,
  )) as Array<{ id: number; name: string; kiosk_id: number; serial_number: string }>;
  residentName = resident!.name;
  const issued = await typedApi(suite.product.url).post('/api/kiosks/{id}/device-credential', {
    path: { id: resident!.kiosk_id },
    token: await accessTokenOf(admin),
  });
  expect(issued.status).toBe(200);
  const { secret } = issued.json;
  await admin.context().close();
  kiosk = new KioskSimulator({
    url: ports.brokerUrl,
    serial: resident!.serial_number,
    type: KioskType.Genie,
    username: resident!.serial_number,
    password: secret,
    reconnectPeriodMs: 0,
    // The Genie reads each message it is told of through the API, with its own credential.
    apiUrl: suite.product.url,
  });
  await kiosk.connect();
}, 120_000);
afterAll(async () => {
  await kiosk?.disconnect().catch(() => undefined);
  await gateway?.stop();
});

const opened = new Set<BrowserContext>();
afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  opened.clear();
});

const en = {
  picker: 'Your residents',
  messages: 'Messages',
  table: 'Messages table',
  compose: 'New Message',
  send: 'Send',
  sent: 'Your message was successfully sent!',
  kind: 'Image',
  file: 'Choose a file',
  title: 'Title',
};
const fr: typeof en = {
  picker: 'Vos résidents',
  messages: 'Messages',
  table: 'Tableau des messages',
  compose: 'Nouveau message',
  send: 'Envoyer',
  sent: 'Votre message a bien été envoyé\u202f!',
  kind: 'Audio',
  file: 'Choisir un fichier',
  title: 'Titre',
};

/**
 * Signs in as the family facilitator and opens their Genie resident's messages from the dashboard,
 * with the Messages button or, for `button` Send Message, straight into the compose dialog.
 */
async function openMessages(text: typeof en, french = false, button = text.messages): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, 'family@ambient.demo');
  opened.add(page.context());
  await page.setViewportSize({ width: 1500, height: 900 });
  if (french) await switchToFrench(page);
  const picker = page.getByRole('list', { name: text.picker });
  await picker.getByRole('button').filter({ hasText: residentName }).click();
  await page.waitForURL(/\/residentDashboard$/);
  await page.getByRole('button', { name: new RegExp(`^${button}`) }).click();
  await page.waitForURL(/\/messageManager$/);
  // The address changes at once, the screen once its transition is drawn: until then the resident
  // dashboard stays, and its heading is the resident's name too. The table is the Message manager's.
  await gridOf(page, text.table).locator('[role="columnheader"]').first().waitFor();
  // With Send Message the compose dialog may open before the heading is found, and a dialog leaves
  // what is behind it out of the accessibility tree.
  await page.getByRole('heading', { name: residentName, level: 1, includeHidden: true }).waitFor();
  return page;
}

/** Composes a media message from the dialog and waits for the success notice. */
async function compose(
  page: Page,
  text: typeof en,
  file: { name: string; mimeType: string; buffer: Buffer },
  title: string,
  alreadyOpen = false,
): Promise<void> {
  if (!alreadyOpen) await page.getByRole('button', { name: text.compose }).click();
  const dialog = page.getByRole('dialog', { name: text.compose });
  // One resident: the recipient is chosen already.
  await dialog.getByText(residentName).waitFor();
  expect(await dialog.getByRole('button', { name: text.send }).isDisabled()).toBe(true);
  await dialog.getByRole('button', { name: text.kind, exact: true }).click();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('textbox', { name: text.title }).fill(title);
  await look(page, `messages-compose-${text === fr ? 'fr' : 'en'}`);
  await dialog.getByRole('button', { name: text.send }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByText(text.sent).waitFor();
}

/** Waits until the kiosk holds a message, reports it opened, and the screen shows it opened. */
async function openedOnTheKiosk(page: Page, text: typeof en, subject: string): Promise<void> {
  const table = gridOf(page, text.table);
  await waitForCells(table, 'subject', (subjects) => subjects.includes(subject));
  const held = await until(
    async () => kiosk.messages.filter((message) => !message.opened),
    (messages) => messages.length === 1,
    'The message held by the kiosk',
  );
  // What the kiosk shows its resident came through the API: the message's own subject.
  const read = await until(
    async () => kiosk.readMessageOf(held[0]!.messageId),
    (message) => message !== undefined,
    'The message read by the kiosk',
  );
  expect(read!.subject).toBe(subject);
  await kiosk.openMessage(held[0]!.messageId);
  // The kiosk's report reaches the screen live: its row gets an Opened date.
  await until(
    async () => {
      const subjects = await cells(table, 'subject');
      const openedDates = await cells(table, 'firstOpened');
      return openedDates[subjects.indexOf(subject)] ?? '';
    },
    (date) => date.trim() !== '',
    'The Opened date',
  );
}

describe('Messages', () => {
  it('sends a picture in English from the resident dashboard; the Genie receives it and reports it opened', async () => {
    const page = await openMessages(en);
    const table = gridOf(page, en.table);
    expect(await headersOf(table)).toEqual([
      'Message',
      'From/To',
      'Picture',
      'Resident',
      'Subject',
      'Sent',
      'Opened',
      'Delete',
    ]);
    await compose(page, en, await picture('Garden in May.png', 'png', 60), 'The garden in May');
    await openedOnTheKiosk(page, en, 'The garden in May');
    await look(page, 'messages-table');

    await page.getByRole('button', { name: 'Preview The garden in May' }).click();
    const preview = page.getByRole('dialog', { name: 'The garden in May' });
    await preview.getByRole('img', { name: 'The garden in May' }).waitFor();
    await look(page, 'messages-preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Delete The garden in May' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Message?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await waitForCells(table, 'subject', (subjects) => !subjects.includes('The garden in May'));
  });

  it('sends a voice message in French; the Genie receives it and reports it opened', async () => {
    // Send Message opens the compose dialog at once.
    const page = await openMessages(fr, true, 'Envoyer un message');
    const table = gridOf(page, fr.table);
    expect(await headersOf(table)).toEqual([
      'Message',
      'De/À',
      'Photo',
      'Résident',
      'Objet',
      'Envoyé',
      'Ouvert',
      'Supprimer',
    ]);
    await compose(page, fr, await tone('Bonjour.mp3'), 'Bonjour maman', true);
    await openedOnTheKiosk(page, fr, 'Bonjour maman');
    await look(page, 'messages-fr');
  });

  it('gives an admin the kiosk filter and every message in scope, without New Message', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
    opened.add(page.context());
    await page.setViewportSize({ width: 1500, height: 900 });
    await page.getByRole('button', { name: /^(Dashboard|Tableau de bord)$/ }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Messages' })
      .click();
    await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Kiosk' }).waitFor();
    expect(await page.getByRole('button', { name: 'New Message' }).count()).toBe(0);
    // The French voice message of the test before is among them, from the family facilitator.
    const table = gridOf(page, en.table);
    await waitForCells(table, 'subject', (subjects) => subjects.includes('Bonjour maman'));
    expect((await cells(table, 'userNickname')).some((cell) => cell.endsWith('From Fiona'))).toBe(true);
    await look(page, 'messages-admin');
  });
});
