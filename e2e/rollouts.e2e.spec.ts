/**
 * The Rollouts screen (issue 10 point 5; decision 0052): an admin opens it from the Fleet screen,
 * starts a Genie rollout of the latest level in two groups, sees its first group told, pauses,
 * resumes and cancels it, in English and in French; the browser judges the form with the shared
 * rules, and the server's refusal of a second rollout of the same update shows in the result
 * dialog. A pilot kiosk's failed install, relayed as its gateway would, pauses the rollout on the
 * screen without a reload and lists the kiosk with its error. Then the fleet's Genies, simulated and
 * signed in to a real device gateway with the secrets the admin issued them, take a rollout group
 * by group over MQTT: the pilot installs, the rest is told and installs, and the rollout finishes.
 * An Abby update zip released in groups (decision 0079) starts a rollout that tells its override
 * kiosks first, and shows on the screen.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { KioskType } from '@ambient/device-protocol';
import { KioskSimulator } from '@ambient/simulators';
import { zipOf } from '../apps/api/test/admin/admin-test-client.js';
import {
  gatewayPorts,
  startGateway,
  type GatewayPorts,
  type RunningGateway,
} from '../apps/api/test/support/gateway-process.js';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { until } from './support/grid.js';
import { look, switchToEnglish, switchToFrench } from './support/screen.js';
import { productInChromium } from './support/product.js';
import { accessTokenOf, signIn } from './support/sign-in.js';

const GATEWAY_TOKEN = randomBytes(24).toString('base64url');
// The API is told where the gateway the last test starts will answer.
const env: NodeJS.ProcessEnv = { GATEWAY_API_TOKEN: GATEWAY_TOKEN };
let ports: GatewayPorts;
beforeAll(async () => {
  ports = await gatewayPorts();
  env.GATEWAY_HEALTH_URL = ports.healthUrl;
});
const suite = productInChromium(env);
let gateway: RunningGateway | null = null;
const genies: KioskSimulator[] = [];
afterAll(async () => {
  await Promise.all(genies.map((genie) => genie.drop().catch(() => undefined)));
  await gateway?.stop();
});

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  fleet: 'Fleet',
  rollouts: 'Rollouts',
  list: 'Rollouts, newest first',
  newRollout: 'New Rollout',
  name: 'Name',
  level: 'Level',
  start: 'Start Rollout',
  cancelForm: 'Cancel',
  group: (n: number) => `Group ${n}`,
  groupName: 'Group name',
  upTo: 'Up to (%)',
  pilot: 'Pilot',
  everyoneElse: 'Everyone else',
  addGroup: 'Add Group',
  removeGroup: (n: number) => `Remove group ${n}`,
  nameRequired: 'Name is required',
  levelInvalid: 'The level is a whole number from 1.',
  sharesRise: 'Shares rise from group to group, below 100%.',
  running: 'Running',
  pausedByAdmin: 'Paused by an admin',
  pausedByFailures: 'Paused: too many failures',
  cancelled: 'Cancelled',
  finished: 'Finished',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel',
  cancelTitle: 'Cancel Rollout?',
  cancelConfirm: 'Cancel Rollout',
  failedKiosks: (n: number) => `Failed kiosks (${n})`,
  failedTitle: (name: string) => `Failed Kiosks of ${name}`,
  noneFailed: 'No kiosk has failed to install this update.',
  close: 'Close',
  ok: 'OK',
  alreadyUnderWay: 'A rollout of this update is already under way.',
  groups: (name: string) => `Groups of ${name}`,
  rolloutName: (level: number) => `Genie level ${level}`,
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  fleet: 'Parc de kiosques',
  rollouts: 'Déploiements',
  list: 'Déploiements, du plus récent au plus ancien',
  newRollout: 'Nouveau déploiement',
  name: 'Nom',
  level: 'Niveau',
  start: 'Lancer le déploiement',
  cancelForm: 'Annuler',
  group: (n: number) => `Groupe ${n}`,
  groupName: 'Nom du groupe',
  upTo: 'Jusqu’à (%)',
  pilot: 'Pilote',
  everyoneElse: 'Tous les autres',
  addGroup: 'Ajouter un groupe',
  removeGroup: (n: number) => `Retirer le groupe nº ${n}`,
  nameRequired: 'Le nom est obligatoire',
  levelInvalid: 'Le niveau est un nombre entier à partir de 1.',
  sharesRise: 'Les parts augmentent d’un groupe à l’autre, sous 100\u202f%.',
  running: 'En cours',
  pausedByAdmin: 'En pause par un administrateur',
  pausedByFailures: 'En pause\u202f: trop d’échecs',
  cancelled: 'Annulé',
  finished: 'Terminé',
  pause: 'Pause',
  resume: 'Reprendre',
  cancel: 'Annuler',
  cancelTitle: 'Annuler le déploiement\u202f?',
  cancelConfirm: 'Annuler le déploiement',
  failedKiosks: (n: number) => `Kiosques en échec (${n})`,
  failedTitle: (name: string) => `Kiosques en échec de ${name}`,
  noneFailed: 'Aucun kiosque n’a échoué à installer cette mise à jour.',
  close: 'Fermer',
  ok: 'OK',
  alreadyUnderWay: 'Un déploiement de cette mise à jour est déjà en cours.',
  groups: (name: string) => `Groupes de ${name}`,
  rolloutName: (level: number) => `Genie niveau ${level}`,
};

const opened = new Set<BrowserContext>();
afterEach(async () => {
  await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
  opened.clear();
});

/** The Genies of the Fleet list's first page of `pageSize`, as the signed-in user reads them. */
async function fleetGenies(page: Page, pageSize: number) {
  const answer = await typedApi(suite.product.url).get('/api/fleet/kiosks', {
    query: { kind: 'genie', page: 0, pageSize },
    token: await accessTokenOf(page),
  });
  expect(answer.status).toBe(200);
  return answer.json.kiosks;
}

/** The latest released Genie level, as the Fleet list reports it beside each Genie. */
async function latestGenieLevel(page: Page): Promise<number> {
  const kiosks = await fleetGenies(page, 1);
  expect(kiosks.length).toBe(1);
  return kiosks[0]!.latestUpdateLevel;
}

/** Every Genie of the demo, signed in to the gateway as a simulated kiosk with the secret the admin issues it. */
async function connectGenies(page: Page): Promise<KioskSimulator[]> {
  const kiosks = await fleetGenies(page, 100);
  const typed = typedApi(suite.product.url);
  const token = await accessTokenOf(page);
  for (const kiosk of kiosks) {
    const answer = await typed.post('/api/kiosks/{id}/device-credential', { path: { id: kiosk.id }, token });
    expect(answer.status).toBe(200);
    const { secret } = answer.json;
    const genie = new KioskSimulator({
      url: ports.brokerUrl,
      serial: kiosk.serialNumber,
      type: KioskType.Genie,
      username: kiosk.serialNumber,
      password: secret,
      reconnectPeriodMs: 0,
    });
    genies.push(genie);
    await genie.connect();
  }
  await until(
    () => fleetGenies(page, 100),
    (listed) => listed.length === kiosks.length && listed.every((kiosk) => kiosk.presence === 'online'),
    'Every Genie online',
  );
  return genies;
}

/** Every Genie's serial number. */
async function genieSerials(page: Page): Promise<string[]> {
  const kiosks = await fleetGenies(page, 100);
  return kiosks.map((kiosk) => kiosk.serialNumber);
}

/** Each kiosk's "update available" command fails as its gateway relays it; only told kiosks count. */
async function updatesFail(serialNumbers: string[], error: string): Promise<void> {
  const typed = typedApi(suite.product.url);
  const headers = { 'x-gateway-token': GATEWAY_TOKEN };
  for (const serialNumber of serialNumbers) {
    const commandId = randomBytes(6).toString('hex');
    const command = 'updateAvailable';
    const sent = await typed.post('/api/device-gateway/facts', {
      body: {
        type: 'RecordCommandSent',
        data: { serialNumber, commandId, command, at: new Date().toISOString() },
      },
      headers,
    });
    expect(sent.status).toBeLessThan(300);
    const failed = await typed.post('/api/device-gateway/facts', {
      body: {
        type: 'RecordCommandResult',
        data: { serialNumber, commandId, command, outcome: 'failed', error, at: new Date().toISOString() },
      },
      headers,
    });
    expect(failed.status).toBeLessThan(300);
  }
}

/** The rollout named `name`, as the API answers it. */
async function rolloutNamed(page: Page, name: string) {
  const answer = await typedApi(suite.product.url).get('/api/rollouts', { token: await accessTokenOf(page) });
  expect(answer.status).toBe(200);
  return answer.json.rollouts.find((rollout) => rollout.name === name);
}

/** Signs in as the demo admin (French for `fr`), opens Fleet from the menu, then Rollouts from its header. */
async function openRollouts(text: typeof en): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, 'admin@ambient.demo');
  opened.add(page.context());
  await page.setViewportSize({ width: 1440, height: 900 });
  if (text === fr) await switchToFrench(page);
  await page.getByRole('button', { name: text.openMenu }).click();
  await page
    .getByRole('navigation', { name: text.mainMenu })
    .getByRole('button', { name: text.fleet })
    .click();
  await page.waitForURL(/\/fleet$/);
  await page.getByRole('heading', { name: text.fleet, level: 1 }).waitFor();
  if (text === en) await look(page, 'rollouts-from-fleet');
  await page.getByRole('main').getByRole('button', { name: text.rollouts, exact: true }).click();
  await page.waitForURL(/\/rollouts$/);
  await page.getByRole('heading', { name: text.rollouts, level: 1 }).waitFor();
  return page;
}

const dialogNamed = (page: Page, name: string): Locator => page.getByRole('dialog', { name, exact: true });

/** The card of the rollout named `name`. */
const cardOf = (page: Page, text: typeof en, name: string): Locator =>
  page
    .getByRole('list', { name: text.list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The counts of a group's row: installed, failed, told, waiting. */
async function countsOf(card: Locator, text: typeof en, name: string, group: string): Promise<number[]> {
  const row = card
    .getByRole('table', { name: text.groups(name) })
    .getByRole('row')
    .filter({ has: card.page().getByRole('rowheader', { name: new RegExp(`^${group}`) }) });
  const texts = await row.getByRole('cell').allInnerTexts();
  return texts.slice(1, 5).map(Number);
}

/** Fills New Rollout for a Genie level with the two groups it opens with, after checking the form's rules. */
async function fillNewRollout(page: Page, text: typeof en, name: string, level: number, shot?: string) {
  await page.getByRole('button', { name: text.newRollout }).click();
  const dialog = dialogNamed(page, text.newRollout);
  await dialog.waitFor();
  const groupBox = (n: number) => dialog.getByRole('group', { name: text.group(n), exact: true });
  await expect(groupBox(1).getByLabel(text.groupName).inputValue()).resolves.toBe(text.pilot);
  await expect(groupBox(2).getByLabel(text.groupName).inputValue()).resolves.toBe(text.everyoneElse);
  if (shot) await look(page, shot);

  // The browser holds back what the server would refuse: no name, no level, shares that do not rise.
  await groupBox(1).getByLabel(text.upTo).fill('100');
  await dialog.getByRole('button', { name: text.start }).click();
  await dialog.getByText(text.nameRequired).waitFor();
  await dialog.getByText(text.levelInvalid).waitFor();
  await dialog.getByText(text.sharesRise).waitFor();
  if (shot) await look(page, `${shot}-invalid`);
  await groupBox(1).getByLabel(text.upTo).fill('10');

  // A group can be added before the last one, and removed.
  await dialog.getByRole('button', { name: text.addGroup }).click();
  await expect(groupBox(3).getByLabel(text.groupName).inputValue()).resolves.toBe(text.everyoneElse);
  await dialog.getByRole('button', { name: text.removeGroup(2) }).click();
  await expect(dialog.getByRole('group', { name: new RegExp(`^${text.group(3)}$`) }).count()).resolves.toBe(
    0,
  );

  await dialog.getByRole('textbox', { name: text.name, exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: text.level, exact: true }).fill(String(level));
  return dialog;
}

/** Starts a rollout, then follows it through pause, resume and cancel. */
async function startPauseResumeCancel(page: Page, text: typeof en, lang: 'en' | 'fr'): Promise<void> {
  const level = await latestGenieLevel(page);
  const name = text.rolloutName(level);
  await look(page, `rollouts-${lang}`);

  const dialog = await fillNewRollout(page, text, name, level, `rollouts-new-${lang}`);
  await dialog.getByRole('button', { name: text.start }).click();
  await dialog.waitFor({ state: 'hidden' });

  // Listed first, running, its pilot group told and the other waiting.
  const card = cardOf(page, text, name);
  await card.getByText(text.running, { exact: true }).waitFor();
  await expect(
    page
      .getByRole('list', { name: text.list })
      .getByRole('listitem')
      .first()
      .getByRole('heading')
      .innerText(),
  ).resolves.toBe(name);
  const started = await rolloutNamed(page, name);
  expect(started).toMatchObject({ status: 'running', currentGroup: 0, kioskKind: 'genie', level });
  expect(started!.groups.map((g) => g.name)).toEqual([text.pilot, text.everyoneElse]);
  expect(started!.groups[0]!.told).toBeGreaterThan(0);
  const [pilot, everyoneElse] = started!.groups;
  await until(
    () => countsOf(card, text, name, text.pilot),
    (counts) => counts.join() === [0, 0, pilot!.told, 0].join(),
    'The pilot group, told',
  );
  await until(
    () => countsOf(card, text, name, text.everyoneElse),
    (counts) => counts.join() === [0, 0, 0, everyoneElse!.waiting].join(),
    'Everyone else, waiting',
  );
  await look(page, `rollouts-running-${lang}`);

  // The same update again: the server refuses, and says why.
  const again = await fillNewRollout(page, text, `${name} (2)`, level);
  await again.getByRole('button', { name: text.start }).click();
  const refusal = page.getByRole('alertdialog').filter({ hasText: text.alreadyUnderWay });
  await refusal.waitFor();
  await look(page, `rollouts-refused-${lang}`);
  await refusal.getByRole('button', { name: text.ok }).click();
  await refusal.waitFor({ state: 'hidden' });
  await again.getByRole('button', { name: text.cancelForm, exact: true }).click();
  await again.waitFor({ state: 'hidden' });

  // No failed kiosk yet.
  await card.getByRole('button', { name: text.failedKiosks(0) }).click();
  const failed = dialogNamed(page, text.failedTitle(name));
  await failed.getByText(text.noneFailed).waitFor();
  await look(page, `rollouts-failed-${lang}`);
  await failed.getByRole('button', { name: text.close }).click();
  await failed.waitFor({ state: 'hidden' });

  await card.getByRole('button', { name: text.pause, exact: true }).click();
  await card.getByText(text.pausedByAdmin, { exact: true }).waitFor();
  expect(await rolloutNamed(page, name)).toMatchObject({ status: 'paused', pauseReason: 'byAdmin' });
  await look(page, `rollouts-paused-${lang}`);

  await card.getByRole('button', { name: text.resume, exact: true }).click();
  await card.getByText(text.running, { exact: true }).waitFor();
  expect(await rolloutNamed(page, name)).toMatchObject({ status: 'running', pauseReason: null });

  if (lang === 'en') {
    // The pilot fails to install: past its error threshold of 0 %, the rollout stops by itself, and
    // the screen follows without a reload.
    await updatesFail(await genieSerials(page), 'Not enough storage');
    await card.getByText(text.pausedByFailures, { exact: true }).waitFor();
    await until(
      () => countsOf(card, text, name, text.pilot),
      (counts) => counts[1] === 1,
      'The pilot group, one failed',
    );
    await look(page, `rollouts-failures-${lang}`);
    await card.getByRole('button', { name: text.failedKiosks(1) }).click();
    const failures = dialogNamed(page, text.failedTitle(name));
    await failures.getByRole('cell', { name: 'Not enough storage' }).waitFor();
    expect(await failures.getByRole('row').count()).toBe(2);
    await look(page, `rollouts-failures-detail-${lang}`);
    await failures.getByRole('button', { name: text.close }).click();
    await failures.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: text.resume, exact: true }).click();
    await card.getByText(text.running, { exact: true }).waitFor();
  }

  await card.getByRole('button', { name: text.cancel, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: text.cancelTitle });
  await confirm.getByText(name, { exact: false }).waitFor();
  await look(page, `rollouts-cancel-${lang}`);
  await confirm.getByRole('button', { name: text.cancelConfirm }).click();
  await confirm.waitFor({ state: 'hidden' });
  await card.getByText(text.cancelled, { exact: true }).waitFor();
  expect(await rolloutNamed(page, name)).toMatchObject({ status: 'cancelled' });
  // An ended rollout offers no action.
  await expect(card.getByRole('button', { name: text.resume, exact: true }).count()).resolves.toBe(0);
  await expect(card.getByRole('button', { name: text.cancel, exact: true }).count()).resolves.toBe(0);
  await look(page, `rollouts-cancelled-${lang}`);
}

/** Releases an Abby 22 zip in groups from its screen, then finds its rollout on the Rollouts screen. */
async function releaseZipInGroups(page: Page): Promise<void> {
  const name = 'Abby 22 level 901';
  await page.goto(`${suite.product.url}/abbyUpdateZipManager`);
  await page.getByRole('heading', { name: 'Abby Update Zips', level: 1 }).waitFor();
  await page
    .locator('section input[type=file]')
    .setInputFiles({ name: '901.zip', mimeType: 'application/zip', buffer: zipOf('abby/app.bin', 'next') });
  const confirm = page.getByRole('alertdialog', { name: 'Release Update?' });
  // Telling every kiosk now, as the spec has it, is the default.
  await expect(confirm.getByRole('radio', { name: 'Tell every kiosk now' }).isChecked()).resolves.toBe(true);
  await confirm.getByRole('radio', { name: 'Roll out in groups' }).check();
  await confirm.getByRole('textbox', { name: en.name, exact: true }).fill(name);
  await expect(confirm.getByLabel('Override kiosks first').isChecked()).resolves.toBe(true);
  await look(page, 'rollouts-release-in-groups');
  await confirm.getByRole('button', { name: 'Release', exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  const started = await rolloutNamed(page, name);
  expect(started).toMatchObject({ kind: 'abbyUpdate', kioskKind: 'abby22', level: 901, currentGroup: 0 });
  expect(started!.groups[0]).toMatchObject({ name: 'Override kiosks', waiting: 0 });
  expect(started!.groups.slice(1).every((group) => group.told === 0)).toBe(true);
  await page.goto(`${suite.product.url}/rollouts`);
  await cardOf(page, en, name).getByText(en.running, { exact: true }).waitFor();
}

describe('Rollouts', () => {
  it('starts a Genie rollout from Fleet, refuses the same update twice, pauses, resumes, stops on failures and cancels it; an Abby zip released in groups starts one', async () => {
    const page = await openRollouts(en);
    await startPauseResumeCancel(page, en, 'en');
    await releaseZipInGroups(page);
  });

  it('does the same in French', async () => {
    const page = await openRollouts(fr);
    await startPauseResumeCancel(page, fr, 'fr');
    // The admin's language is theirs again for the next test.
    await switchToEnglish(page);
  });

  it('rolls a Genie update out to simulated Genies through the gateway: the pilot installs, then the rest, and it finishes', async () => {
    const page = await openRollouts(en);
    gateway = await startGateway(ports, suite.product.url, GATEWAY_TOKEN);
    const connected = await connectGenies(page);
    const level = await latestGenieLevel(page);
    const name = `Genie level ${level} to the fleet`;

    const dialog = await fillNewRollout(page, en, name, level);
    await dialog.getByRole('button', { name: en.start }).click();
    await dialog.waitFor({ state: 'hidden' });
    const card = cardOf(page, en, name);
    const started = await rolloutNamed(page, name);
    const [pilot, everyoneElse] = started!.groups;
    expect(pilot!.size + everyoneElse!.size).toBe(connected.length);

    // Each Genie installs the level when its group is told, and reports it through the gateway:
    // the pilot's installs start the next group, whose installs finish the rollout, on screen.
    await card.getByText(en.finished, { exact: true }).waitFor({ timeout: 60_000 });
    await until(
      () => countsOf(card, en, name, en.pilot),
      (counts) => counts.join() === [pilot!.size, 0, 0, 0].join(),
      'The pilot group, installed',
    );
    await until(
      () => countsOf(card, en, name, en.everyoneElse),
      (counts) => counts.join() === [everyoneElse!.size, 0, 0, 0].join(),
      'Everyone else, installed',
    );
    expect(await rolloutNamed(page, name)).toMatchObject({ status: 'finished' });
    expect(connected.every((genie) => genie.levels.updateLevel === level)).toBe(true);
    await look(page, 'rollouts-finished-en');
  });

  it('sends a signed-in user who is not an admin Home', async () => {
    const page = await signIn(suite.browser, suite.product.url, 'kiosk.manager@ambient.demo');
    opened.add(page.context());
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await page.goto(`${suite.product.url}/rollouts`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: en.rollouts, level: 1 }).count()).resolves.toBe(0);
  });
});
