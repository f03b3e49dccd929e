/**
 * Community Playlists (spec 03 §2.5, §2.6, §2.8; issue 12): an admin goes from a Genie's kiosk
 * dashboard to its playlists, makes one of the kiosk's picture, sound and video, previews its
 * ambient playlist (the announcement emphasised), activates it, and sees the simulated Genie,
 * told through the real device gateway, sync on the kiosk dashboard. Then the screen in French
 * from the menu: the active playlist kept from deletion, and another one that may not be
 * activated until it holds every type of media.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { formatTableDate } from '@ambient/core';
import { KioskType } from '@ambient/device-protocol';
import { typedApi } from '../apps/api/test/support/typed-api.js';
import { deviceGateway } from './support/device-gateway.js';
import { gridOf, headersOf, tickRow, waitForCells } from './support/grid.js';
import { clip, closedAfterEach, picture, signInWide, tone, type MediaFile } from './support/media.js';
import { productInChromium } from './support/product.js';
import { look } from './support/screen.js';
import { accessTokenOf } from './support/sign-in.js';

/** The product commands the gateway started below: its address is known before the product starts. */
const gateway = deviceGateway();
const suite = productInChromium(gateway.env);
const opened = closedAfterEach();

/** The Genie whose playlists are made. */
const GENIE = 'Genie 003';

beforeAll(async () => {
  await gateway.start(suite.product.url);
  const admin = await signInWide(suite, 'admin@ambient.demo');
  const token = await accessTokenOf(admin);
  await admin.context().close();
  const [genie] = (await suite.product.app
    .get(DataSource)
    .query(`SELECT id, serial_number FROM kiosks WHERE name = $1`, [GENIE])) as Array<{
    id: number;
    serial_number: string;
  }>;
  // The kiosk's library: a picture, a sound, and a video filed as an Announcement (multipart
  // uploads, which the typed client does not send).
  const upload = async (kind: string, file: MediaFile, kioskFolder = 'ambient'): Promise<void> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    form.append('metadata', JSON.stringify([{ title: file.name.replace(/\.\w+$/, ''), kioskFolder }]));
    const answer = await fetch(`${suite.product.url}/api/mediaitems/kiosk/${genie!.id}/upload/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(answer.status).toBe(200);
  };
  await upload('images', await picture('Lobby flowers.png', 'png', 60));
  await upload('audio', await tone('Morning chimes.mp3'));
  await upload('videos', await clip('Bingo tonight.mp4'), 'announcement');
  // The admin issues the Genie its secret; the simulated kiosk signs in with it. It answers a
  // command a moment later, as a kiosk downloading its media would.
  const issued = await typedApi(suite.product.url).post('/api/kiosks/{id}/device-credential', {
    path: { id: genie!.id },
    token,
  });
  expect(issued.status).toBe(200);
  const { secret } = issued.json;
  await gateway.connectKiosk(
    { serialNumber: genie!.serial_number, type: KioskType.Genie, secret },
    { ackDelayMs: 2_000 },
  );
}, 180_000);

async function signedIn(french = false): Promise<Page> {
  const page = await signInWide(suite, 'admin@ambient.demo', french);
  opened.add(page.context());
  return page;
}

/** The Kiosk Status panel's Media Sync value. */
const mediaSync = (page: Page) =>
  page
    .getByRole('region', { name: 'Kiosk Status', exact: true })
    .getByText(/^(Never Synced|[A-Z][a-z]{2}-\d{2}-\d{4})$/)
    .innerText();

describe('Community Playlists', () => {
  it("lets an admin make a kiosk's playlist, preview it, activate it and see the Genie sync", async () => {
    const page = await signedIn();
    await page.getByText('Administrator Home').waitFor();
    await page.getByRole('combobox', { name: 'Genie kiosk' }).fill(GENIE);
    await page
      .getByRole('option', { name: new RegExp(`^${GENIE}`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Go to the Genie kiosk dashboard' }).click();
    await page.waitForURL(/\/kioskDashboard$/);
    const syncedBefore = await mediaSync(page);
    await page
      .getByRole('region', { name: 'Manage Kiosk', exact: true })
      .getByRole('button', { name: /^Community Playlists/ })
      .click();
    await page.getByRole('heading', { name: 'Community Playlists', level: 1 }).waitFor();
    // From the dashboard the kiosk is fixed to the dashboard's.
    const picker = page.getByRole('combobox', { name: 'Kiosk' });
    expect(await picker.getAttribute('aria-disabled')).toBe('true');
    expect((await picker.innerText()).trim()).toBe(GENIE);
    const table = gridOf(page, 'Community Playlists table');
    expect(await headersOf(table)).toEqual(['Name', 'Description', 'Media', 'Active', 'Added', 'Delete']);

    // Create, with the name required; no Activate switch on a new playlist.
    await page.getByRole('button', { name: 'New Playlist' }).click();
    const form = page.getByRole('dialog', { name: 'New Playlist' });
    expect(await form.getByRole('switch', { name: 'Activate' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Morning songs');
    await form.getByRole('textbox', { name: 'Description' }).fill('For the lobby');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await waitForCells(table, 'name', (names) => names.includes('Morning songs'));
    expect(await table.getByRole('img', { name: 'Active on the kiosk' }).count()).toBe(0);

    // Content: the kiosk's picture, sound and video, from its library only.
    await page.getByRole('button', { name: 'Edit content of Morning songs' }).click();
    const detail = page.getByRole('dialog', { name: 'Morning songs' });
    expect(await detail.getByRole('button', { name: 'Preview Ambient Playlist' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Add from Library' }).click();
    const selector = page.getByRole('dialog', { name: 'Add media to Morning songs' });
    const choices = gridOf(page, 'Add media to Morning songs table');
    const titles = ['Lobby flowers', 'Morning chimes', 'Bingo tonight'];
    await waitForCells(choices, 'title', (shown) => titles.every((title) => shown.includes(title)));
    // The kiosk-playlist selector (spec 03 §2.3): the Behaviour column, the library picker for an admin.
    expect(await headersOf(choices)).toContain('Behaviour');
    await selector.getByRole('combobox', { name: 'Library' }).waitFor();
    for (const title of titles) await tickRow(choices, title);
    await selector.getByRole('button', { name: 'OK' }).click();
    await selector.waitFor({ state: 'hidden' });
    const items = gridOf(page, 'Morning songs items');
    await waitForCells(items, 'title', (shown) => shown.length === 3);
    expect(await headersOf(items)).toContain('Behaviour');
    // Opened again, it offers what the playlist holds no more: greyed out, not to be ticked.
    await detail.getByRole('button', { name: 'Add from Library' }).click();
    await selector.getByText('Media already added are greyed out and cannot be chosen again.').waitFor();
    await waitForCells(choices, 'title', (shown) => titles.every((title) => shown.includes(title)));
    expect(
      await choices.getByRole('row').filter({ hasText: 'Lobby flowers' }).getByRole('checkbox').isDisabled(),
    ).toBe(true);
    await look(page, 'community-playlists-selector-again');
    await selector.getByRole('button', { name: 'Close' }).click();
    await selector.waitFor({ state: 'hidden' });
    await look(page, 'community-playlists-detail');

    // The ambient preview: the announcement emphasised, with the info alert.
    await detail.getByRole('button', { name: 'Preview Ambient Playlist' }).click();
    const preview = page.getByRole('dialog', { name: 'Ambient playlist: Morning songs' });
    await preview
      .getByRole('alert')
      .getByText('Announcements are rotated more often and shown longer than standard items.')
      .waitFor();
    const ambient = gridOf(page, 'Ambient playlist of Morning songs');
    await waitForCells(ambient, 'title', (shown) => shown.length === 3);
    expect(await headersOf(ambient)).toEqual(['Preview', 'Type', 'Title', 'Description', 'Duration']);
    await ambient.getByRole('row').filter({ hasText: 'Bingo tonight' }).getByText('Announcement').waitFor();
    await look(page, 'community-playlists-preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'hidden' });
    await detail.getByRole('button', { name: 'Close' }).first().click();
    await detail.waitFor({ state: 'hidden' });
    await waitForCells(table, 'mediaCount', (counts) => counts.includes('3'));

    // Activate, from the edit dialog.
    await table.getByRole('button', { name: 'Morning songs', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Playlist' });
    const activate = edit.getByRole('switch', { name: 'Activate' });
    expect(await activate.isDisabled()).toBe(false);
    await activate.check();
    await look(page, 'community-playlists-activate');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await table.getByRole('img', { name: 'Active on the kiosk' }).waitFor();
    expect(
      await table
        .getByRole('button', { name: 'The active playlist Morning songs cannot be deleted' })
        .isDisabled(),
    ).toBe(true);
    await look(page, 'community-playlists-table');

    // The Genie was told its content changed: it syncs, and its dashboard shows it without a reload.
    await page
      .getByRole('navigation', { name: 'Breadcrumbs' })
      .getByRole('button', { name: 'Kiosk Dashboard' })
      .click();
    await page.waitForURL(/\/kioskDashboard$/);
    const today = formatTableDate(new Date(), 'en-CA');
    expect(syncedBefore).not.toBe(today);
    await page
      .getByRole('region', { name: 'Kiosk Status', exact: true })
      .getByText(today, { exact: true })
      .waitFor();
    await look(page, 'community-playlists-synced');
  });

  it('shows the screen in French from the menu: the active playlist kept, another not activated without every type', async () => {
    const page = await signedIn(true);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: /^Listes communautaires\s*Genie/ })
      .click();
    await page.getByRole('heading', { name: 'Listes communautaires', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Nouvelle liste' }).isDisabled()).toBe(true);
    await page.getByText('Aucun kiosque sélectionné').waitFor();
    await page.getByRole('combobox', { name: 'Kiosque' }).click();
    await page.getByRole('option', { name: GENIE, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const table = gridOf(page, 'Tableau Listes communautaires');
    await waitForCells(table, 'name', (names) => names.includes('Morning songs'));
    expect(await headersOf(table)).toEqual([
      'Nom',
      'Description',
      'Médias',
      'Active',
      'Ajoutée le',
      'Supprimer',
    ]);
    await table.getByRole('img', { name: 'Active sur le kiosque' }).waitFor();

    // The active one: its switch is on and disabled, with why.
    await table.getByRole('button', { name: 'Morning songs', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la liste' });
    expect(await edit.getByRole('switch', { name: 'Activer' }).isChecked()).toBe(true);
    expect(await edit.getByRole('switch', { name: 'Activer' }).isDisabled()).toBe(true);
    await edit
      .getByText('C’est la liste active du kiosque. Activez-en une autre pour la remplacer.')
      .waitFor();
    await edit.getByRole('button', { name: 'Annuler' }).click();
    await edit.waitFor({ state: 'hidden' });

    // Another, with a picture only: not to be activated until it holds a sound and a video.
    await page.getByRole('button', { name: 'Nouvelle liste' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvelle liste' });
    await form.getByRole('textbox', { name: 'Nom' }).fill('Soirée');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Modifier le contenu de Soirée' }).click();
    const detail = page.getByRole('dialog', { name: 'Soirée' });
    await detail.getByRole('button', { name: 'Ajouter de la bibliothèque' }).click();
    const choices = gridOf(page, 'Tableau Ajouter des médias à Soirée');
    await waitForCells(choices, 'title', (shown) => shown.includes('Lobby flowers'));
    await tickRow(choices, 'Lobby flowers');
    await page
      .getByRole('dialog', { name: 'Ajouter des médias à Soirée' })
      .getByRole('button', { name: 'OK' })
      .click();
    await waitForCells(
      gridOf(page, 'Éléments de Soirée'),
      'title',
      (shown) => shown.join() === 'Lobby flowers',
    );
    await detail.getByRole('button', { name: 'Fermer' }).first().click();
    await detail.waitFor({ state: 'hidden' });
    await table.getByRole('button', { name: 'Soirée', exact: true }).click();
    const other = page.getByRole('dialog', { name: 'Modifier la liste' });
    await other
      .getByText('Une liste active doit contenir au moins une image, un son et une vidéo.')
      .waitFor();
    expect(await other.getByRole('switch', { name: 'Activer' }).isDisabled()).toBe(true);
    await look(page, 'community-playlists-fr');
    await other.getByRole('button', { name: 'Annuler' }).click();
    await other.waitFor({ state: 'hidden' });

    // It is not active, so it may be deleted, after its confirmation.
    await table.getByRole('button', { name: 'Supprimer Soirée' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la liste\u202f?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await waitForCells(table, 'name', (names) => !names.includes('Soirée'));
    await look(page, 'community-playlists-table-fr');
  });
});
