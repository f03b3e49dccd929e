/**
 * Message purges (issue 13, point 5; decision 0070): an admin's messages to a resident are purged
 * by the purge job (no retention here: every message sent before the run); the admin opens
 * Message Purges from the admin dashboard's Genie menu, reads the purge (its date as
 * ddd, MMM DD, YYYY, its counts) and opens its details full screen: each message with its kiosk,
 * resident, user, direction, subject, type and status, the one whose picture another message
 * still holds highlighted as a warning. In English and in French, checked against WCAG 2.2 AA.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { formatPurgeDate, type Locale } from '@ambient/core';
import { JobQueue } from '../apps/api/src/jobs/index.js';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { cells, gridOf, headersOf, waitForCells } from './support/grid.js';
import { picture } from './support/media.js';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

// The purges are the test's own: the schedule's next slot a century off (the daily one, at midnight
// UTC, would purge in the middle of a run that crosses it).
const suite = productInChromium({
  MESSAGE_RETENTION_DAYS: '0',
  MESSAGE_PURGE_EVERY_MS: String(100 * 365 * 24 * 3_600_000),
});

const en = {
  locale: 'en-CA' as Locale,
  dashboard: 'Dashboard',
  genie: 'Genie',
  menuEntry: 'Message Purges',
  title: 'Message Purges',
  table: 'Message purges table',
  headers: ['Id', 'Date Purged', 'Messages', 'Warnings', 'Errors'],
  empty: 'No message purges found',
  open: (id: number) => `Open the details of purge ${id}`,
  details: (date: string) => `Message Purge Details - ${date}`,
  detailsTable: 'Message purge details table',
  detailHeaders: ['Kiosk', 'Resident', 'User', 'Direction', 'Opened', 'Subject', 'Type', 'Status Message'],
  direction: 'User To Resident',
  types: ['Picture', 'Picture', 'Text'],
  statuses: [
    'Message deleted; 1 media item(s) kept: something else still holds them.',
    'Message and its media deleted.',
    'Message and its media deleted.',
  ],
  close: 'Close',
};
const fr: typeof en = {
  locale: 'fr-CA',
  dashboard: 'Tableau de bord',
  genie: 'Genie',
  menuEntry: 'Purges de messages',
  title: 'Purges de messages',
  table: 'Tableau des purges de messages',
  headers: ['Id', 'Date de la purge', 'Messages', 'Avertissements', 'Erreurs'],
  empty: 'Aucune purge de messages trouvée',
  open: (id) => `Ouvrir les détails de la purge ${id}`,
  details: (date) => `Détails de la purge de messages - ${date}`,
  detailsTable: 'Tableau des détails de la purge de messages',
  detailHeaders: [
    'Kiosque',
    'Résident',
    'Utilisateur',
    'Direction',
    'Ouvert',
    'Objet',
    'Type',
    'Message d’état',
  ],
  direction: 'De l’utilisateur au résident',
  types: ['Image', 'Image', 'Texte'],
  statuses: [
    'Message supprimé\u202f; 1 média(s) conservé(s)\u202f: autre chose les utilise encore.',
    'Message et médias supprimés.',
    'Message et médias supprimés.',
  ],
  close: 'Fermer',
};

const opened = new Set<BrowserContext>();
afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  opened.clear();
});

/** The first Genie resident of the family facilitator, with their kiosk's name. */
async function genieResident(): Promise<{ id: number; name: string; kiosk: string }> {
  const [row] = (await suite.product.app.get(DataSource).query(
    `SELECT r.id, r.name, k.name AS kiosk FROM residents r
       JOIN kiosks k ON k.id = r.kiosk_id JOIN users u ON r.id = ANY(u.resident_ids)
      WHERE u.id = 'ambient|family' AND k.type_id = 2 ORDER BY r.id LIMIT 1`,
  )) as Array<{ id: number; name: string; kiosk: string }>;
  return row!;
}

/** Three messages from the admin to the resident: a picture, the same picture again, a text. */
async function send(page: Page, residentId: number, lang: string): Promise<string[]> {
  const subjects = [`Garden ${lang}`, `Garden again ${lang}`, `Lunch on Sunday ${lang}`];
  const form = new FormData();
  const file = await picture(`garden-${lang}.png`, 'png', 60);
  form.append('file', new Blob([new Uint8Array(file.buffer)]), file.name);
  form.append('residentId', String(residentId));
  form.append('title', subjects[0]!);
  const token = await accessTokenOf(page);
  // A multipart upload, which the typed client does not send.
  const uploaded = await fetch(`${suite.product.url}/api/messages/upload/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const [first] = (
    (await uploaded.json()) as { messages: Array<{ messageBlobs: Array<{ mediaItemId: number }> }> }
  ).messages;
  const typed = typedApi(suite.product.url);
  const again = await typed.post('/api/messages', {
    body: {
      residentIds: [residentId],
      kind: 'image',
      title: subjects[1],
      mediaItemIds: [first!.messageBlobs[0]!.mediaItemId],
    },
    token,
  });
  expect(again.status).toBe(200);
  const text = await typed.post('/api/messages', {
    body: { residentIds: [residentId], text: subjects[2] },
    token,
  });
  expect(text.status).toBe(200);
  return subjects;
}

/** The purge job, run on the product's own runner as its schedule runs it: the purge it recorded. */
async function runPurge(lang: string): Promise<{ id: number; datePurged: string }> {
  const queue = suite.product.app.get(JobQueue);
  await queue.add('messages.purge', {}, `e2e-purge-${lang}`);
  await queue.drained();
  const [latest] = (await suite.product.app
    .get(DataSource)
    .query(`SELECT id, date_purged FROM message_purges ORDER BY id DESC LIMIT 1`)) as Array<{
    id: number;
    date_purged: Date;
  }>;
  return { id: latest!.id, datePurged: new Date(latest!.date_purged).toISOString() };
}

async function purges(text: typeof en, lang: 'en' | 'fr'): Promise<void> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo', undefined, text.locale);
  opened.add(page.context());
  await page.setViewportSize({ width: 1440, height: 900 });
  if (lang === 'fr') await switchToFrench(page);
  const toDashboard = page.getByRole('button', { name: text.dashboard, exact: true });
  await toDashboard.waitFor();
  const resident = await genieResident();
  const [admin] = (await suite.product.app
    .get(DataSource)
    .query(`SELECT name FROM users WHERE id = 'ambient|admin'`)) as Array<{ name: string }>;

  // Message Purges, from the admin dashboard's Genie menu.
  await toDashboard.click();
  await page.waitForURL(/\/adminDashboard$/);
  await page.getByRole('button', { name: text.genie, exact: true }).click();
  await page.getByRole('menuitem', { name: text.menuEntry }).click();
  await page.waitForURL(/\/messagePurges$/);
  await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
  const list = gridOf(page, text.table);
  expect(await headersOf(list)).toEqual(text.headers);
  if (lang === 'en') {
    // Nothing purged yet.
    await list.getByText(text.empty).waitFor();
    await look(page, `message-purges-empty-${lang}`);
  }

  const subjects = await send(page, resident.id, lang);
  const purge = await runPurge(lang);
  const date = formatPurgeDate(purge.datePurged, text.locale);
  // The new purge comes first, its id a link; its date and counts as the spec writes them.
  await waitForCells(list, 'id', (ids) => ids[0] === String(purge.id));
  expect((await cells(list, 'datePurged'))[0]).toBe(date);
  expect([
    (await cells(list, 'numMessages'))[0],
    (await cells(list, 'numWarnings'))[0],
    (await cells(list, 'numErrors'))[0],
  ]).toEqual(['3', '1', '0']);
  await look(page, `message-purges-${lang}`);

  await list.getByRole('button', { name: String(purge.id), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.details(date) });
  await dialog.waitFor();
  const details = gridOf(page, text.detailsTable);
  await waitForCells(details, 'subject', (list) => list.length === 3);
  expect(await headersOf(details)).toEqual(text.detailHeaders);
  expect(await cells(details, 'subject')).toEqual(subjects);
  expect(await cells(details, 'kiosk')).toEqual([resident.kiosk, resident.kiosk, resident.kiosk]);
  expect(await cells(details, 'resident')).toEqual([resident.name, resident.name, resident.name]);
  expect(await cells(details, 'user')).toEqual([admin!.name, admin!.name, admin!.name]);
  expect(await cells(details, 'direction')).toEqual([text.direction, text.direction, text.direction]);
  // Never opened: no date.
  expect(await cells(details, 'lastOpened')).toEqual(['', '', '']);
  expect(await cells(details, 'type')).toEqual(text.types);
  expect(await cells(details, 'statusMessage')).toEqual(text.statuses);
  // The warning's row is highlighted, the others are not (the pointer off the rows).
  await page.mouse.move(1, 1);
  const rows = details.locator('[role="row"][data-id]');
  const highlighted = await rows.evaluateAll((elements) =>
    elements.map((row) => getComputedStyle(row).backgroundColor),
  );
  expect(highlighted).toHaveLength(3);
  expect(highlighted[0]).not.toBe(highlighted[1]);
  expect(highlighted[1]).toBe(highlighted[2]);
  await look(page, `message-purge-details-${lang}`);

  await dialog.getByRole('button', { name: text.close }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('Message purges', () => {
  it('lists a purge of old messages and opens its details, in English', async () => {
    await purges(en, 'en');
  });

  it('lists a purge of old messages and opens its details, in French', async () => {
    await purges(fr, 'fr');
  });
});
