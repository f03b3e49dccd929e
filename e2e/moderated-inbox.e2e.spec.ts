/**
 * A moderated inbox (issue 13 point 8; decision 0077): in English an admin switches it on for the
 * facility of the family facilitator's Genie resident from the Facilities screen; a virtual
 * visitor's message then waits, and the visitor sees it awaiting approval; the admin finds it with
 * the Approval filter and approves it from its preview. In French a waiting message is declined
 * with a reason, and the visitor reads it declined. Each screen checked against WCAG 2.2 AA.
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { cells, gridOf, waitForCells } from './support/grid.js';
import { productInChromium } from './support/product.js';
import { look, switchToFrench } from './support/screen.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const suite = productInChromium();

/** The family facilitator's Genie resident, its facility, and a virtual visitor of theirs. */
let residentId: number;
let facility: { id: number; name: string };
let visitorEmail: string;

beforeAll(async () => {
  const [row] = (await suite.product.app.get(DataSource).query(
    `SELECT r.id, k.facility_id, f.name AS facility_name, v.email
       FROM users v JOIN users fam ON fam.id = 'ambient|family'
       JOIN residents r ON r.id = ANY(v.resident_ids) AND r.id = ANY(fam.resident_ids)
       JOIN kiosks k ON k.id = r.kiosk_id JOIN facilities f ON f.id = k.facility_id
      WHERE v.functional_role = 'Guest' AND v.id LIKE 'ambient|demo-%' AND k.type_id = 2
      ORDER BY v.id, r.id LIMIT 1`,
  )) as Array<{ id: number; facility_id: number; facility_name: string; email: string }>;
  residentId = row!.id;
  facility = { id: row!.facility_id, name: row!.facility_name };
  visitorEmail = row!.email;
  // It is day at the facility: an approval is delivered at once.
  const admin = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
  await admin.getByRole('button', { name: /^(Dashboard|Tableau de bord)$/ }).waitFor();
  const hhmm = (at: number) => new Date(at).toISOString().slice(11, 16);
  const day = await typedApi(suite.product.url).put('/api/facilities/{id}/alert-settings', {
    path: { id: facility.id },
    body: {
      gracePeriodSeconds: 1800,
      dayStart: hhmm(Date.now() - 3600_000),
      dayEnd: hhmm(Date.now() + 6 * 3600_000),
      quietDays: [],
      quietHours: [],
      timeZone: 'UTC',
    },
    token: await accessTokenOf(admin),
  });
  expect(day.status).toBe(200);
  await admin.context().close();
}, 120_000);

const opened = new Set<BrowserContext>();
afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  opened.clear();
});

async function as(email: string, french = false): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, email);
  opened.add(page.context());
  await page.setViewportSize({ width: 1500, height: 900 });
  await page.getByRole('button', { name: /^(Open menu|Ouvrir le menu)$/ }).waitFor();
  if (french) await switchToFrench(page);
  return page;
}

/** Opens a screen from the main menu. */
async function open(page: Page, menu: string, item: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page
    .getByRole('navigation', { name: /^(Main menu|Menu principal)$/ })
    .getByRole('button', { name: item })
    .click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** A virtual visitor's Message manager, at its address (their menu has none; their resident's dashboard links it). */
async function openVisitorMessages(page: Page): Promise<void> {
  await page.goto(`${suite.product.url}/messageManager`);
  await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
}

/** The visitor writes to their resident through the API, as the mobile app does. */
async function visitorWrites(page: Page, subject: string): Promise<void> {
  const sent = await typedApi(suite.product.url).post('/api/messages', {
    body: { residentIds: [residentId], subject, text: `${subject}, with love` },
    token: await accessTokenOf(page),
  });
  expect(sent.status).toBe(200);
  const [message] = sent.json.messages;
  expect(message!.moderation).toBe('awaiting');
}

/** The row of a subject: its subject cell says where the message stands. */
async function subjectCell(page: Page, table: string, subject: string): Promise<string> {
  const subjects = await cells(gridOf(page, table), 'subject');
  return subjects.find((cell) => cell.includes(subject)) ?? '';
}

describe('A moderated inbox', () => {
  it('holds a visitor’s message until staff approve it, in English', async () => {
    const admin = await as('admin@ambient.demo');
    await open(admin, 'Open menu', 'Facilities', 'Facilities');
    await admin.getByRole('button', { name: `Moderated inbox of ${facility.name}` }).click();
    const settings = admin.getByRole('dialog', { name: 'Moderated inbox' });
    const toggle = settings.getByRole('switch', { name: 'Hold messages from virtual visitors for approval' });
    await toggle.waitFor();
    await expect(toggle.isChecked()).resolves.toBe(false);
    await toggle.check();
    await look(admin, 'moderated-inbox-switch-en');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'hidden' });
    await admin.getByText(`The inbox of ${facility.name} was saved.`).waitFor();

    const visitor = await as(visitorEmail);
    await visitorWrites(visitor, 'Sunday lunch');
    await openVisitorMessages(visitor);
    const table = gridOf(visitor, 'Messages table');
    await waitForCells(table, 'subject', (subjects) =>
      subjects.some((cell) => cell.includes('Sunday lunch')),
    );
    expect(await subjectCell(visitor, 'Messages table', 'Sunday lunch')).toContain('Awaiting approval');
    await look(visitor, 'moderated-inbox-visitor-en');

    await open(admin, 'Open menu', 'Messages', 'Messages');
    await admin.getByRole('combobox', { name: 'Approval' }).click();
    await admin.getByRole('option', { name: 'Awaiting approval' }).click();
    const staffTable = gridOf(admin, 'Messages table');
    await waitForCells(
      staffTable,
      'subject',
      (subjects) => subjects.length > 0 && subjects.every((cell) => cell.includes('Awaiting approval')),
    );
    await admin.getByRole('button', { name: 'Preview Sunday lunch' }).click();
    const preview = admin.getByRole('dialog', { name: 'Sunday lunch' });
    await preview.getByText('Awaiting approval').waitFor();
    await look(admin, 'moderated-inbox-preview-en');
    await preview.getByRole('button', { name: 'Approve' }).click();
    await preview.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });
    await preview.getByRole('button', { name: 'Close' }).click();
    await waitForCells(
      staffTable,
      'subject',
      (subjects) => !subjects.some((cell) => cell.includes('Sunday lunch')),
    );

    await visitor.reload();
    await waitForCells(gridOf(visitor, 'Messages table'), 'subject', (subjects) =>
      subjects.some((cell) => cell === 'Sunday lunch'),
    );
  });

  it('shows a declined message to its visitor, in French', async () => {
    const visitor = await as(visitorEmail, true);
    await visitorWrites(visitor, 'Visite mardi');
    const staff = await as('admin@ambient.demo', true);
    await open(staff, 'Ouvrir le menu', 'Messages', 'Messages');
    const table = gridOf(staff, 'Tableau des messages');
    await waitForCells(table, 'subject', (subjects) =>
      subjects.some((cell) => cell.includes('Visite mardi')),
    );
    expect(await subjectCell(staff, 'Tableau des messages', 'Visite mardi')).toContain(
      'En attente d’approbation',
    );
    await staff.getByRole('button', { name: 'Aperçu de Visite mardi' }).click();
    const preview = staff.getByRole('dialog', { name: 'Visite mardi' });
    await preview.getByRole('textbox', { name: 'Motif (facultatif)' }).fill('Pas de visite mardi');
    await look(staff, 'moderated-inbox-preview-fr');
    await preview.getByRole('button', { name: 'Refuser' }).click();
    await preview.getByText('Refusé\u202f: Pas de visite mardi').waitFor();
    await preview.getByRole('button', { name: 'Fermer' }).click();

    await openVisitorMessages(visitor);
    await waitForCells(gridOf(visitor, 'Tableau des messages'), 'subject', (subjects) =>
      subjects.some((cell) => cell.includes('Visite mardi') && cell.includes('Refusé')),
    );
    await look(visitor, 'moderated-inbox-visitor-fr');
  });
});
