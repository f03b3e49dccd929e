/**
 * The event logs (issue 14 point 2; decisions 0057 to 0059): an admin's refused command (deleting a
 * kiosk that still hosts a resident) shows in Kiosk Events as "Validation Failed", whose dialog
 * says why; Verbose shows the attempts; the resident's admission is in Resident Events, the admin's
 * reads of the logs in User Events, and Playlist Events chooses its context and type, with its
 * empty text. In English and in French, each screen checked against WCAG 2.2 AA.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { cells, gridOf, headersOf, waitForCells } from './support/grid.js';
import { look, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const suite = productInChromium();

const en = {
  locale: 'en-CA',
  dashboard: 'Dashboard',
  eventLog: 'Event Log',
  userEvents: 'User Events',
  residentEvents: 'Resident Events',
  kioskEvents: 'Kiosk Events',
  playlistEvents: 'Playlist Events',
  table: (log: string) => `${log} table`,
  search: 'Search events',
  verbose: 'Verbose',
  context: 'Context',
  type: 'Type',
  kiosk: 'Kiosk',
  resident: 'Resident',
  validationFailed: 'Validation Failed',
  close: 'Close',
  kioskColumns: ['Performed By', 'Role', 'Description', 'Kiosk', 'Type', 'Date'],
  residentColumns: ['Performed By', 'Role', 'Description', 'Resident Name', 'Type', 'Date'],
  userColumns: ['Performed By', 'Role', 'Description', 'Target Contact', 'Role', 'Type', 'Date'],
  playlistColumns: ['Performed By', 'Role', 'Description', 'Playlist', 'Kiosk', 'Resident', 'Date'],
  playlistKioskColumns: ['Performed By', 'Role', 'Description', 'Playlist', 'Kiosk', 'Date'],
  refused: 'Failed: delete kiosk',
  attempt: 'Attempting to delete kiosk',
  admitted: 'Succeeded: admit resident',
  readKiosks: 'Read: kiosk events',
  stillHosts: /still hosts a resident/,
  noPlaylistEvents: 'No playlist events found',
  createdProfile: 'Succeeded: create Abby playlist',
  openHistory: (name: string) => `History of ${name}`,
  profileHistory: 'Abby playlist history',
  historyEvents: 'Events',
  createProfile: 'Create Abby playlist',
};
const fr: typeof en = {
  locale: 'fr-CA',
  dashboard: 'Tableau de bord',
  eventLog: 'Journal d’événements',
  userEvents: 'Événements des utilisateurs',
  residentEvents: 'Événements des résidents',
  kioskEvents: 'Événements des kiosques',
  playlistEvents: 'Événements des listes de lecture',
  table: (log: string) => `Tableau\u202f: ${log}`,
  search: 'Rechercher des événements',
  verbose: 'Détaillé',
  context: 'Contexte',
  type: 'Type',
  kiosk: 'Kiosque',
  resident: 'Résident',
  validationFailed: 'Validation échouée',
  close: 'Fermer',
  kioskColumns: ['Effectué par', 'Rôle', 'Description', 'Kiosque', 'Type', 'Date'],
  residentColumns: ['Effectué par', 'Rôle', 'Description', 'Nom du résident', 'Type', 'Date'],
  userColumns: ['Effectué par', 'Rôle', 'Description', 'Contact visé', 'Rôle', 'Type', 'Date'],
  playlistColumns: ['Effectué par', 'Rôle', 'Description', 'Liste de lecture', 'Kiosque', 'Résident', 'Date'],
  playlistKioskColumns: ['Effectué par', 'Rôle', 'Description', 'Liste de lecture', 'Kiosque', 'Date'],
  refused: 'Échec\u202f: supprimer le kiosque',
  attempt: 'Tentative\u202f: supprimer le kiosque',
  admitted: 'Réussi\u202f: admettre le résident',
  readKiosks: 'Consultation\u202f: événements des kiosques',
  stillHosts: /héberge encore un résident/,
  noPlaylistEvents: 'Aucun événement de liste de lecture trouvé',
  createdProfile: 'Réussi\u202f: créer la liste de lecture Abby',
  openHistory: (name: string) => `Historique de ${name}`,
  profileHistory: 'Historique de la liste de lecture Abby',
  historyEvents: 'Événements',
  createProfile: 'Créer la liste de lecture Abby',
};

const opened = new Set<BrowserContext>();
afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  opened.clear();
});

/** From the admin dashboard's Event Log menu (the dashboard is one step back from any log). */
async function openLog(page: Page, text: typeof en, title: string): Promise<void> {
  if (!page.url().endsWith('/adminDashboard')) {
    await page.goBack();
    await page.waitForURL(/\/adminDashboard$/);
  }
  await page.getByRole('button', { name: text.eventLog, exact: true }).click();
  await page.getByRole('menuitem', { name: title }).click();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

async function search(page: Page, text: typeof en, words: string): Promise<void> {
  await page.getByRole('searchbox', { name: text.search }).fill(words);
}

async function eventLogs(text: typeof en, lang: 'en' | 'fr'): Promise<void> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo', undefined, text.locale);
  opened.add(page.context());
  await page.setViewportSize({ width: 1440, height: 900 });
  if (lang === 'fr') await switchToFrench(page);
  const toDashboard = page.getByRole('button', { name: text.dashboard, exact: true });
  await toDashboard.waitFor();

  // A kiosk with a resident, then a delete of the kiosk the API refuses (it still hosts her).
  const typed = typedApi(suite.product.url);
  const token = await accessTokenOf(page);
  const kioskName = `Audit ${lang} Abby`;
  const created = await typed.post('/api/kiosks', {
    body: {
      serialNumber: `AU-E2E-${lang.toUpperCase()}`,
      name: kioskName,
      kioskTypeId: 1,
      facilityId: null,
      languageId: 1,
      description: null,
    },
    token,
  });
  expect(created.status).toBe(200);
  const kioskId = created.json.kiosk.id;
  const residentName = `Odile Audit${lang}`;
  const admitted = await typed.post('/api/residents', {
    body: {
      firstName: 'Odile',
      lastName: `Audit${lang}`,
      kioskTypeId: 1,
      kioskId,
      languageId: 1,
      bluetoothBeaconId: lang === 'en' ? '9101' : '9102',
    },
    token,
  });
  expect(admitted.status).toBe(200);
  expect((await typed.delete('/api/kiosks/{id}', { path: { id: kioskId }, token })).status).toBe(422);
  // A Community Playlist of the Abby (an Abby profile, decisions 0075 and 0081).
  const profileName = `Hall ${lang}`;
  expect(
    (await typed.post('/api/abbykioskprofiles', { body: { kioskId, name: profileName }, token })).status,
  ).toBe(200);

  await toDashboard.click();
  await page.waitForURL(/\/adminDashboard$/);

  // Kiosk Events: the refusal reads "Validation Failed"; its dialog says why.
  await openLog(page, text, text.kioskEvents);
  const kiosks = gridOf(page, text.table(text.kioskEvents));
  expect(await headersOf(kiosks)).toEqual(text.kioskColumns);
  await search(page, text, kioskName);
  await waitForCells(
    kiosks,
    'targetName',
    (list) => list.length > 0 && list.every((cell) => cell === kioskName),
  );
  await waitForCells(kiosks, 'description', (list) => list.some((cell) => cell.includes(text.refused)));
  expect((await cells(kiosks, 'description')).some((cell) => cell.includes(text.attempt))).toBe(false);
  await kiosks.getByRole('button', { name: text.validationFailed, exact: true }).click();
  const why = page.getByRole('alertdialog', { name: text.validationFailed });
  await why.getByText(text.stillHosts).waitFor();
  await look(page, `event-logs-failure-${lang}`);
  await why.getByRole('button', { name: text.close }).click();
  await why.waitFor({ state: 'hidden' });
  // Verbose shows the attempts too.
  await page.getByRole('checkbox', { name: text.verbose }).check();
  await waitForCells(kiosks, 'description', (list) => list.some((cell) => cell === text.attempt));
  await look(page, `event-logs-kiosks-${lang}`);

  // Resident Events: her admission, by the admin, on an Abby.
  await openLog(page, text, text.residentEvents);
  const residents = gridOf(page, text.table(text.residentEvents));
  expect(await headersOf(residents)).toEqual(text.residentColumns);
  await search(page, text, residentName);
  await waitForCells(
    residents,
    'targetName',
    (list) => list.length > 0 && list.every((cell) => cell === residentName),
  );
  await waitForCells(residents, 'description', (list) => list.includes(text.admitted));
  expect(await cells(residents, 'targetContext')).toContain('ABBY');
  await look(page, `event-logs-residents-${lang}`);

  // User Events: the admin's own reads of the logs are recorded.
  await openLog(page, text, text.userEvents);
  const users = gridOf(page, text.table(text.userEvents));
  expect(await headersOf(users)).toEqual(text.userColumns);
  await search(page, text, 'kiosk');
  await waitForCells(users, 'description', (list) => list.includes(text.readKiosks));
  await look(page, `event-logs-users-${lang}`);

  // Playlist Events: GENIE residents' playlists first, then the ABBY kiosks' with the profile made.
  await openLog(page, text, text.playlistEvents);
  const playlists = gridOf(page, text.table(text.playlistEvents));
  expect(await headersOf(playlists)).toEqual(text.playlistColumns);
  await page.getByRole('combobox', { name: text.context }).click();
  await page.getByRole('option', { name: 'ABBY' }).click();
  await page.getByRole('combobox', { name: text.type }).click();
  await page.getByRole('option', { name: text.kiosk, exact: true }).click();
  await search(page, text, 'no such playlist anywhere');
  await playlists.getByText(text.noPlaylistEvents).waitFor();
  expect(await headersOf(playlists)).toEqual(text.playlistKioskColumns);
  await search(page, text, profileName);
  await waitForCells(playlists, 'description', (list) => list.includes(text.createdProfile));
  expect(await cells(playlists, 'title')).toContain(profileName);
  expect(await cells(playlists, 'kioskName')).toContain(kioskName);
  await look(page, `event-logs-playlists-${lang}`);
  // Its History, from the row.
  await playlists
    .getByRole('button', { name: text.openHistory(profileName) })
    .first()
    .click();
  await page.waitForURL(/\/history\?kind=abbyProfile&id=\d+$/);
  await page.getByRole('heading', { name: text.profileHistory, level: 1 }).waitFor();
  await waitForCells(
    gridOf(page, text.historyEvents),
    'command',
    (list) => list.join('|') === text.createProfile,
  );
  await look(page, `event-logs-abby-profile-history-${lang}`);
}

describe('event logs', () => {
  it('shows the four logs in English', async () => {
    await eventLogs(en, 'en');
  }, 180_000);

  it('shows the four logs in French', async () => {
    await eventLogs(fr, 'fr');
  }, 180_000);
});
