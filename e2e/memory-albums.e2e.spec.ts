/**
 * Memory Albums (spec 03 §2.3, §2.6, §2.7; issue 12; decision 0081): a family facilitator uploads
 * pictures into their resident's library, makes an album of them with the media selector, adds one
 * more from the device inside the album, sets a cover with the cover picker, removes an item and
 * deletes the album after its confirmation; the screen in French for an admin, its pickers first,
 * and an album's content in French with a picture added from the device.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DataSource } from 'typeorm';
import { cells, gridOf, headersOf, tickRow, waitForCells } from './support/grid.js';
import { closedAfterEach, openFromMenu, picture, signInWide } from './support/media.js';
import { look } from './support/screen.js';
import { productInChromium } from './support/product.js';

const suite = productInChromium();
const opened = closedAfterEach();

async function signedIn(email: string, french = false): Promise<Page> {
  const page = await signInWide(suite, email, french);
  opened.add(page.context());
  return page;
}

/** Opens Memory Albums from the drawer (its menu entry says Genie Albums). */
async function openAlbums(page: Page, menu: string, heading: string, french = false): Promise<void> {
  await page.getByRole('button', { name: french ? 'Ouvrir le menu' : 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: french ? 'Menu principal' : 'Main menu' })
    .getByRole('button', { name: menu })
    .click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Ticks the rows of `grid` whose title is one of `titles`. */
async function tick(grid: ReturnType<typeof gridOf>, titles: string[]): Promise<void> {
  for (const title of titles) await tickRow(grid, title);
}

describe('Memory Albums', () => {
  it('lets a family facilitator make an album of uploaded pictures, set its cover, remove one and delete it', async () => {
    const page = await signedIn('family@ambient.demo');
    // Pictures first, into the resident's library.
    await openFromMenu(page, { openMenu: 'Open menu', mainMenu: 'Main menu' }, 'Genie Libraries');
    const library = page.getByRole('combobox', { name: 'Library' });
    if (['', '\u200b'].includes((await library.innerText()).trim())) {
      await library.click();
      await page.getByRole('option').first().click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Add Media' }).click();
    await page.getByRole('menuitem', { name: 'Image' }).click();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await page
      .locator('section input[type=file]')
      .setInputFiles([
        await picture('Album lake.png', 'png', 30),
        await picture('Album garden.png', 'png', 110),
        await picture('Album picnic.png', 'png', 190),
      ]);
    const upload = page.getByRole('dialog', { name: 'Add Image' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    // Spec 03 §4: once uploaded, the dialog closes and the screen shows the new items.
    await upload.waitFor({ state: 'hidden' });
    await waitForCells(gridOf(page, 'Genie Libraries table'), 'title', (titles) =>
      ['Album lake', 'Album garden', 'Album picnic'].every((title) => titles.includes(title)),
    );

    await openAlbums(page, 'Genie Albums', 'Memory Albums');
    const resident = page.getByRole('combobox', { name: 'Resident' });
    if (['', '\u200b'].includes((await resident.innerText()).trim())) {
      await resident.click();
      await page.getByRole('option').first().click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
    }
    const table = gridOf(page, 'Memory Albums table');
    expect(await headersOf(table)).toEqual([
      'Cover',
      'Name',
      'Description',
      'Content',
      'Slide Show',
      'Last Viewed',
      'Added',
      'Delete',
    ]);

    // Create, with the name required.
    await page.getByRole('button', { name: 'New Album' }).click();
    const form = page.getByRole('dialog', { name: 'New Album' });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Summer by the lake');
    await form.getByRole('textbox', { name: 'Description' }).fill('Our holidays');
    await form.getByRole('checkbox', { name: 'Slide show' }).check();
    await look(page, 'albums-form');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await waitForCells(table, 'name', (names) => names.includes('Summer by the lake'));
    expect(await table.getByRole('img', { name: 'Shown as a slide show' }).count()).toBe(1);

    // Content: three pictures from the resident's library.
    await page.getByRole('button', { name: 'Edit content of Summer by the lake' }).click();
    const detail = page.getByRole('dialog', { name: 'Summer by the lake' });
    await detail.getByRole('button', { name: 'Add from Library' }).click();
    const selector = page.getByRole('dialog', { name: 'Add media to Summer by the lake' });
    const choices = gridOf(page, 'Add media to Summer by the lake table');
    await waitForCells(choices, 'title', (titles) => titles.includes('Album picnic'));
    expect(await selector.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await tick(choices, ['Album lake', 'Album garden', 'Album picnic']);
    await look(page, 'albums-selector');
    await selector.getByRole('button', { name: 'OK' }).click();
    await selector.waitFor({ state: 'hidden' });
    const items = gridOf(page, 'Summer by the lake items');
    await waitForCells(items, 'title', (titles) => titles.length === 3);

    // From the device: kept in the resident's library, and in the album at once.
    await detail.getByRole('button', { name: 'Add Media' }).click();
    await page.getByRole('menuitem', { name: 'Image' }).click();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await detail.locator('input[type=file]').setInputFiles([await picture('Album sunset.png', 'png', 230)]);
    const fromDevice = page.getByRole('dialog', { name: 'Add Image' });
    await fromDevice.getByRole('button', { name: 'Upload' }).click();
    await fromDevice.waitFor({ state: 'hidden' });
    await waitForCells(items, 'title', (titles) => titles.length === 4 && titles.includes('Album sunset'));
    // Last viewed (spec 03 §2.6): no kiosk has reported showing the album yet (decision 0076).
    expect(await headersOf(items)).toEqual([
      'Preview',
      'Type',
      'Title',
      'Description',
      'Last Viewed',
      'Added',
    ]);
    expect(await cells(items, 'lastViewDate')).toEqual([
      'Not reported',
      'Not reported',
      'Not reported',
      'Not reported',
    ]);

    // The cover: pictures only, one of them.
    await detail.getByRole('button', { name: 'Choose Cover' }).click();
    const coverPicker = page.getByRole('dialog', { name: 'Cover of Summer by the lake' });
    expect(await coverPicker.getByRole('combobox', { name: 'Content Type' }).count()).toBe(0);
    const pictures = gridOf(page, 'Cover of Summer by the lake table');
    await waitForCells(pictures, 'title', (titles) => titles.includes('Album garden'));
    await tick(pictures, ['Album garden']);
    await coverPicker.getByRole('button', { name: 'OK' }).click();
    await coverPicker.waitFor({ state: 'hidden' });

    // One item leaves the album after its confirmation.
    await tick(items, ['Album picnic']);
    await detail.getByRole('button', { name: 'Remove 1 item' }).click();
    const removal = page.getByRole('alertdialog', { name: 'Remove from the album?' });
    await removal.getByRole('button', { name: 'Remove' }).click();
    await removal.waitFor({ state: 'hidden' });
    await waitForCells(items, 'title', (titles) => titles.length === 3 && !titles.includes('Album picnic'));
    // The items are searched and filtered by type.
    await detail.getByRole('searchbox', { name: 'Search media' }).fill('garden');
    await waitForCells(items, 'title', (titles) => titles.join() === 'Album garden');
    await look(page, 'albums-detail');
    await detail.getByRole('searchbox', { name: 'Search media' }).fill('');
    await waitForCells(items, 'title', (titles) => titles.length === 3);
    await detail.getByRole('button', { name: 'Close' }).click();
    await detail.waitFor({ state: 'hidden' });

    await table.getByRole('img', { name: 'Cover of Summer by the lake' }).waitFor();
    await waitForCells(table, 'mediaCount', (counts) => counts.includes('3'));
    await look(page, 'albums-table');

    // Delete, after "Delete Album?".
    await page.getByRole('button', { name: 'Delete Summer by the lake' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Album?' });
    await confirm.getByText('The album Summer by the lake is deleted.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await waitForCells(table, 'name', (names) => !names.includes('Summer by the lake'));
    expect(await cells(table, 'name')).not.toContain('Summer by the lake');
  });

  it('shows the screen in French to an admin, New Album waiting for a resident, then an album filled from the device', async () => {
    const page = await signedIn('admin@ambient.demo', true);
    await openAlbums(page, 'Albums Genie', 'Albums souvenirs', true);
    expect(await page.getByRole('button', { name: 'Nouvel album' }).isDisabled()).toBe(true);
    expect(await headersOf(gridOf(page, 'Tableau Albums souvenirs'))).toEqual([
      'Couverture',
      'Nom',
      'Description',
      'Contenu',
      'Diaporama',
      'Dernière vue',
      'Ajouté le',
      'Supprimer',
    ]);
    await page.getByText('Aucun résident sélectionné').waitFor();
    await page.getByRole('combobox', { name: 'Kiosque' }).waitFor();
    await look(page, 'albums-fr');

    // A Genie with residents, then its first resident.
    const query = <T>(sql: string) => suite.product.app.get(DataSource).query(sql) as Promise<T[]>;
    const [genie] = await query<{ kiosk: string; resident: string }>(
      `SELECT k.name AS kiosk, r.name AS resident FROM residents r JOIN kiosks k ON k.id = r.kiosk_id
        WHERE k.type_id = 2 ORDER BY k.id, r.id LIMIT 1`,
    );
    await page.getByRole('combobox', { name: 'Kiosque' }).click();
    await page.getByRole('option', { name: genie!.kiosk, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Résident' }).click();
    await page.getByRole('option', { name: genie!.resident, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Nouvel album' }).click();
    const form = page.getByRole('dialog', { name: 'Nouvel album' });
    await form.getByRole('textbox', { name: 'Nom' }).fill('Été au lac');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });

    // Its content: a picture from the device, kept and added at once; last viewed not reported.
    await page.getByRole('button', { name: 'Modifier le contenu de Été au lac' }).click();
    const detail = page.getByRole('dialog', { name: 'Été au lac' });
    await detail.getByRole('button', { name: 'Ajouter des médias' }).click();
    await page.getByRole('menuitem', { name: 'Image' }).click();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await detail
      .locator('input[type=file]')
      .setInputFiles([await picture('Coucher de soleil.png', 'png', 60)]);
    const upload = page.getByRole('dialog', { name: 'Ajouter des médias (Image)' });
    await upload.getByRole('button', { name: 'Téléverser' }).click();
    await upload.waitFor({ state: 'hidden' });
    const items = gridOf(page, 'Éléments de Été au lac');
    await waitForCells(items, 'title', (titles) => titles.join() === 'Coucher de soleil');
    expect(await headersOf(items)).toEqual([
      'Aperçu',
      'Type',
      'Titre',
      'Description',
      'Dernière vue',
      'Ajouté le',
    ]);
    expect(await cells(items, 'lastViewDate')).toEqual(['Non signalée']);
    await look(page, 'albums-detail-fr');
  });
});
