/**
 * Abby profiles (spec 03 §2.2, §2.9, §2.10; issue 12; decision 0075): an admin opens Community
 * Playlists for an Abby from the menu, makes a profile that shows "Missing media", fills it from
 * the shared library's picker type by type (an ambient video, music, a picture), sees it turn
 * Ready, activates it, finds its delete greyed, and sees the simulated Abby, told through the real
 * device gateway, sync on its kiosk dashboard. Then Resident Playlists in French: the
 * resident manager's types only, a personal picture added "From computer" (decision 0080), a
 * profile activated at once, and the delete of the active one refused with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { formatTableDate } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { deviceGateway } from './support/device-gateway.js';
import { cells, gridOf, headersOf, tickRow, until, waitForCells } from './support/grid.js';
import { clip, closedAfterEach, picture, signInWide, tone, type MediaFile } from './support/media.js';
import { productInChromium } from './support/product.js';
import { look } from './support/screen.js';
import { accessTokenOf } from './support/sign-in.js';

/** The product commands the gateway started below: its address is known before the product starts. */
const gateway = deviceGateway();
const suite = productInChromium(gateway.env);
const opened = closedAfterEach();

/** The Abby whose profiles are made, and its first resident. */
let abbyName: string;
let residentName: string;
/** The commands the simulated Abby heard. */
const heard: string[] = [];

beforeAll(async () => {
  const admin = await signInWide(suite, 'admin@ambient.demo');
  const token = await accessTokenOf(admin);
  await admin.context().close();
  const query = <T>(sql: string, params: unknown[] = []) =>
    suite.product.app.get(DataSource).query(sql, params) as Promise<T[]>;
  const [abby] = await query<{ id: number; name: string; serial_number: string }>(
    `SELECT k.id, k.name, k.serial_number FROM kiosks k WHERE k.type_id = 1 AND EXISTS (SELECT 1 FROM residents r WHERE r.kiosk_id = k.id) ORDER BY k.id LIMIT 1`,
  );
  abbyName = abby!.name;
  residentName = (
    await query<{ name: string }>(`SELECT name FROM residents WHERE kiosk_id = $1 ORDER BY id LIMIT 1`, [
      abby!.id,
    ])
  )[0]!.name;
  // The shared library: an ambient video, a song and a picture (multipart uploads, which the typed
  // client does not send).
  const upload = async (kind: string, pathTypeId: number, file: MediaFile): Promise<void> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    form.append(
      'metadata',
      JSON.stringify([{ filename: file.name, title: file.name.replace(/\.\w+$/, '') }]),
    );
    form.append('mediaPathTypeId', String(pathTypeId));
    const answer = await fetch(`${suite.product.url}/api/mediafiles/upload/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(answer.status).toBe(200);
  };
  await upload('videos', 9, await clip('Ocean waves.mp4'));
  await upload('audio', 1, await tone('Blue waltz.mp3'));
  await upload('images', 3, await picture('Spring meadow.png', 'png', 80));
  // The admin issues the Abby its secret; the simulated Abby signs in with it through the gateway.
  await gateway.start(suite.product.url);
  const issued = await typedApi(suite.product.url).post('/api/kiosks/{id}/device-credential', {
    path: { id: abby!.id },
    token,
  });
  expect(issued.status).toBe(200);
  const { secret } = issued.json;
  const kiosk = await gateway.connectKiosk({
    serialNumber: abby!.serial_number,
    type: KioskType.Abby,
    secret,
  });
  kiosk.onCommand((command) => heard.push(command.command));
}, 180_000);
afterAll(() => undefined);

async function signedIn(french = false): Promise<Page> {
  const page = await signInWide(suite, 'admin@ambient.demo', french);
  opened.add(page.context());
  return page;
}

/** Opens the profile's content, chooses a type and adds one file of the shared library. */
async function addFromLibrary(page: Page, profile: string, type: string, title: string, english = true) {
  const chooser = page.getByRole('dialog', {
    name: english ? 'Choose a playlist type' : 'Choisissez un type de liste',
  });
  await chooser.getByRole('radio', { name: new RegExp(`^${type}(\\s|$)`) }).check();
  await chooser.getByRole('button', { name: 'OK' }).click();
  await chooser.waitFor({ state: 'hidden' });
  const detail = page.getByRole('dialog', {
    name: english ? `${profile}: ${type}` : `${profile}\u202f: ${type}`,
  });
  await detail.getByRole('button', { name: english ? 'Add' : 'Ajouter', exact: true }).click();
  await page
    .getByRole('menuitem', { name: english ? 'From shared library' : 'Depuis la bibliothèque partagée' })
    .click();
  const pickTitle = english ? `Add ${type} to ${profile}` : `Ajouter «\u202f${type}\u202f» à ${profile}`;
  const picker = page.getByRole('dialog', { name: pickTitle });
  const choices = gridOf(page, english ? `${pickTitle} table` : `Tableau ${pickTitle}`);
  await waitForCells(choices, 'title', (shown) => shown.includes(title));
  await tickRow(choices, title);
  await picker.getByRole('button', { name: 'OK' }).click();
  await picker.waitFor({ state: 'hidden' });
  return detail;
}

describe('Abby profiles', () => {
  it('lets an admin fill a Community Playlist of an Abby until it is Ready, and activate it', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: /^Community Playlists\s*Abby/ })
      .click();
    await page.getByRole('heading', { name: 'Community Playlists', level: 1 }).waitFor();
    await page.getByText('No kiosk selected').waitFor();
    expect(await page.getByRole('button', { name: 'New Playlist' }).isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Kiosk' }).click();
    await page.getByRole('option', { name: abbyName, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const table = gridOf(page, 'Community Playlists table');
    expect(await headersOf(table)).toEqual([
      'Name',
      'Description',
      'Media',
      'Status',
      'Active',
      'Added',
      'Delete',
    ]);

    await page.getByRole('button', { name: 'New Playlist' }).click();
    const form = page.getByRole('dialog', { name: 'New Playlist' });
    expect(await form.getByRole('switch', { name: 'Activate' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Lobby loop');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await waitForCells(table, 'name', (names) => names.includes('Lobby loop'));
    await table.getByRole('row').filter({ hasText: 'Lobby loop' }).getByText('Missing media').waitFor();

    // Not valid: the Activate switch is disabled, with why.
    await table.getByRole('button', { name: 'Lobby loop', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Playlist' });
    expect(await edit.getByRole('switch', { name: 'Activate' }).isDisabled()).toBe(true);
    await edit.getByText(/^Missing required media: an active community playlist needs/).waitFor();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });

    // The content: the type selector first (no Radio Shows on a kiosk), each type marked.
    await page.getByRole('button', { name: 'Edit content of Lobby loop' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a playlist type' });
    expect(await chooser.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    expect(await chooser.getByRole('radio', { name: 'Radio Shows' }).count()).toBe(0);
    await chooser.getByRole('radio', { name: 'Ambient Videos' }).waitFor();
    await look(page, 'abby-profiles-type-selector');
    const detail = await addFromLibrary(page, 'Lobby loop', 'Ambient Videos', 'Ocean waves');
    await detail.getByRole('alert').getByText('Missing required media').waitFor();
    const items = gridOf(page, 'Ambient Videos items of Lobby loop');
    await waitForCells(items, 'title', (shown) => shown.join() === 'Ocean waves');
    expect(await headersOf(items)).toEqual(['Preview', 'Type', 'Title', 'Source', 'Added']);
    await look(page, 'abby-profiles-detail');
    await detail.getByRole('button', { name: 'Change selection' }).click();
    // On a kiosk each type is marked by whether it holds media.
    await chooser.getByRole('radio', { name: 'Ambient Videos Has media' }).waitFor();
    await chooser.getByRole('radio', { name: 'Music No media' }).waitFor();
    await addFromLibrary(page, 'Lobby loop', 'Music', 'Blue waltz');
    await page
      .getByRole('dialog', { name: 'Lobby loop: Music' })
      .getByRole('button', { name: 'Change selection' })
      .click();
    const pictures = await addFromLibrary(page, 'Lobby loop', 'Pictures', 'Spring meadow');
    await pictures.getByRole('alert').waitFor({ state: 'detached' });
    await pictures.getByRole('button', { name: 'Close' }).first().click();
    await pictures.waitFor({ state: 'hidden' });
    await table.getByRole('row').filter({ hasText: 'Lobby loop' }).getByText('Ready').waitFor();
    await waitForCells(table, 'mediaCount', (counts) => counts.includes('3'));

    // Valid: activated from the edit dialog; its delete is then greyed.
    await table.getByRole('button', { name: 'Lobby loop', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Edit Playlist' });
    // Nothing the Abby plays changed while the profile was not active.
    expect(heard).not.toContain('contentChanged');
    await again.getByRole('switch', { name: 'Activate' }).check();
    await again.getByRole('button', { name: 'Save' }).click();
    await again.waitFor({ state: 'hidden' });
    await table.getByRole('img', { name: 'Active' }).waitFor();
    expect(
      await table
        .getByRole('button', { name: 'The active playlist Lobby loop cannot be deleted' })
        .isDisabled(),
    ).toBe(true);
    await look(page, 'abby-profiles-kiosk-table');

    // The Abby was told its content changed: it syncs, and its dashboard shows it.
    await until(
      async () => heard,
      (commands) => commands.includes('contentChanged'),
      'The Abby told its content changed',
    );
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('button', { name: 'Home' }).click();
    await page.getByText('Administrator Home').waitFor();
    await page.getByRole('combobox', { name: 'Abby kiosk' }).fill(abbyName);
    await page
      .getByRole('option', { name: new RegExp(`^${abbyName}`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Go to the Abby kiosk dashboard' }).click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page
      .getByRole('region', { name: 'Kiosk Status', exact: true })
      .getByText(formatTableDate(new Date(), 'en-CA'), { exact: true })
      .waitFor();
    await look(page, 'abby-profiles-synced');
  });

  it('shows Resident Playlists in French: the resident’s types, the active one kept with its reason', async () => {
    const page = await signedIn(true);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: /^Listes de lecture Abby/ })
      .click();
    await page.getByRole('heading', { name: 'Listes des résidents', level: 1 }).waitFor();
    await page.getByText('Aucun résident sélectionné').waitFor();
    await page.getByRole('combobox', { name: 'Kiosque' }).click();
    await page.getByRole('option', { name: abbyName, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Résident' }).click();
    await page.getByRole('option', { name: residentName, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const table = gridOf(page, 'Tableau des listes des résidents');
    expect(await headersOf(table)).toEqual([
      'Nom',
      'Description',
      'Médias',
      'Active',
      'Ajoutée',
      'Supprimer',
    ]);

    await page.getByRole('button', { name: 'Nouvelle liste' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle liste' });
    await form.getByRole('textbox', { name: 'Nom' }).fill('Favoris');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });
    await waitForCells(table, 'name', (names) => names.includes('Favoris'));

    // The resident manager hides ambient videos and radio shows.
    await page.getByRole('button', { name: 'Modifier le contenu de Favoris' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choisissez un type de liste' });
    await chooser.getByRole('radio', { name: 'Musique' }).waitFor();
    expect(await chooser.getByRole('radio', { name: 'Vidéos d’ambiance' }).count()).toBe(0);
    expect(await chooser.getByRole('radio', { name: 'Émissions de radio' }).count()).toBe(0);
    const detail = await addFromLibrary(page, 'Favoris', 'Musique', 'Blue waltz', false);
    await waitForCells(
      gridOf(page, 'Éléments Musique de Favoris'),
      'title',
      (shown) => shown.join() === 'Blue waltz',
    );
    await look(page, 'abby-profiles-detail-fr');

    // Personal pictures come from the computer only: kept in the resident's library, added at once.
    await detail.getByRole('button', { name: 'Changer la sélection' }).click();
    await chooser.getByRole('radio', { name: 'Images personnelles' }).check();
    await chooser.getByRole('button', { name: 'OK' }).click();
    await chooser.waitFor({ state: 'hidden' });
    const personal = page.getByRole('dialog', { name: 'Favoris\u202f: Images personnelles' });
    await personal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Depuis la bibliothèque partagée' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Depuis l’ordinateur' }).click();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await personal.locator('input[type=file]').setInputFiles([await picture('Mariage.png', 'png', 150)]);
    const upload = page.getByRole('dialog', { name: 'Ajouter des médias (Images personnelles)' });
    await look(page, 'abby-profiles-upload-fr');
    await upload.getByRole('button', { name: 'Téléverser' }).click();
    // Spec 03 §4: once uploaded, the dialog closes and the profile shows the new item.
    await upload.waitFor({ state: 'hidden' });
    const personalItems = gridOf(page, 'Éléments Images personnelles de Favoris');
    await waitForCells(personalItems, 'title', (shown) => shown.join() === 'Mariage');
    expect(await cells(personalItems, 'isLinked')).toEqual(['Téléversement propre']);
    await look(page, 'abby-profiles-personal-fr');
    await personal.getByRole('button', { name: 'Fermer' }).first().click();
    await personal.waitFor({ state: 'hidden' });
    await waitForCells(table, 'mediaCount', (counts) => counts.includes('2'));

    // A resident's profile is activated at once; its delete stays shown, and is refused with why.
    await table.getByRole('button', { name: 'Favoris', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la liste' });
    await edit.getByRole('switch', { name: 'Activer' }).check();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'hidden' });
    await table.getByRole('img', { name: 'Active' }).waitFor();
    await table.getByRole('button', { name: 'Supprimer Favoris' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la liste\u202f?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page
      .getByText('Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.')
      .waitFor();
    await look(page, 'abby-profiles-refused-fr');
  });
});
