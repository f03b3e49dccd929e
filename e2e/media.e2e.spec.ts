/**
 * The Genie media managers (spec 03 §2.1, §2.4, §5; issue 11 point 5) with media made here
 * (pictures with sharp, sound and video with ffmpeg): an admin adds pictures to Genie Public
 * Media, watches the upload's progress and "Finalizing", sees the rows and their thumbnails
 * arrive live, previews, edits and deletes; files that do not fit their slot are refused with
 * the spec's messages; a family facilitator fills their resident's library with the kiosk
 * picker locked; a kiosk manager files an announcement; manuals take video only.
 */
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { cells, gridOf, headersOf, until, waitForCells } from './support/grid.js';
import {
  closedAfterEach,
  clip,
  noisyPicture,
  openFromMenu,
  picture,
  signInWide,
  tone,
  type MediaFile,
} from './support/media.js';
import { look } from './support/screen.js';
import { productInChromium } from './support/product.js';

const suite = productInChromium();

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  publicMedia: 'Genie Public Media',
  table: 'Genie Public Media table',
  columns: ['Preview', 'Type', 'Title', 'Description', 'Added By', 'Added'],
  add: 'Add Media',
  image: 'Image',
  addImage: 'Add Image',
  chooseImages: 'Choose Image files',
  fileOf: (i: number, n: number) => `File ${i} of ${n}`,
  next: 'Next files',
  title: 'Title',
  upload: 'Upload',
  titleRequired: 'Title is required',
  finalizing: 'Finalizing',
  close: 'Close',
  preview: (title: string) => `Preview ${title}`,
  download: 'Download',
  edit: (title: string) => `Edit ${title}`,
  editMedia: 'Edit Media',
  save: 'Save',
  deleteOne: 'Delete 1 item',
  deleteTitle: 'Delete Media?',
  deleteText: 'Removed items are permanently deleted.',
  deleteAction: 'Delete',
  invalidMedia: 'Invalid Media',
  validImages: 'Please select valid image files.',
  webp: 'webp files are not accepted at this time.',
  ok: 'OK',
  inspectionFailed: 'Inspection Failed',
  tooLow: (width: number, height: number) =>
    `The image resolution is too low: ${width} × ${height} pixels. It must be at least 400 × 400 pixels.`,
  /** A refused file's line: its name, then why. */
  refusedLine: (name: string, reason: string) => `${name}: ${reason}`,
  someNotAdded: 'Some Files Not Added',
  partlyAdded: (added: number, total: number) =>
    `${added} of ${total} files ${added === 1 ? 'was' : 'were'} added. Not added:`,
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  publicMedia: 'Médias publics Genie',
  table: 'Tableau Médias publics Genie',
  columns: ['Aperçu', 'Type', 'Titre', 'Description', 'Ajouté par', 'Ajouté le'],
  add: 'Ajouter des médias',
  image: 'Image',
  addImage: 'Ajouter des médias (Image)',
  chooseImages: 'Choisir des fichiers (Image)',
  fileOf: (i: number, n: number) => `Fichier ${i} sur ${n}`,
  next: 'Fichiers suivants',
  title: 'Titre',
  upload: 'Téléverser',
  titleRequired: 'Le titre est obligatoire',
  finalizing: 'Finalisation',
  close: 'Fermer',
  preview: (title: string) => `Aperçu de ${title}`,
  download: 'Télécharger',
  edit: (title: string) => `Modifier ${title}`,
  editMedia: 'Modifier le média',
  save: 'Enregistrer',
  deleteOne: 'Supprimer 1 élément',
  deleteTitle: 'Supprimer les médias\u202f?',
  deleteText: 'Les éléments retirés sont supprimés définitivement.',
  deleteAction: 'Supprimer',
  invalidMedia: 'Média non valide',
  validImages: 'Veuillez choisir des fichiers image valides.',
  webp: 'Les fichiers webp ne sont pas acceptés pour le moment.',
  ok: 'OK',
  inspectionFailed: 'Échec de l’inspection',
  tooLow: (width: number, height: number) =>
    `La résolution de l’image est trop faible\u202f: ${width} × ${height} pixels. Elle doit être d’au moins 400 × 400 pixels.`,
  refusedLine: (name: string, reason: string) => `${name}\u202f: ${reason}`,
  someNotAdded: 'Certains fichiers non ajoutés',
  partlyAdded: (added: number, total: number) =>
    added === 1
      ? `${added} fichier sur ${total} a été ajouté. Non ajoutés\u202f:`
      : `${added} fichiers sur ${total} ont été ajoutés. Non ajoutés\u202f:`,
};

const opened = closedAfterEach();

/** A PNG of `width` × `height` pixels. */
const sizedPicture = async (name: string, width: number, height: number): Promise<MediaFile> => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 150, b: 60 } } })
    .png()
    .toBuffer(),
});

async function signedIn(email: string, text: typeof en = en): Promise<Page> {
  const page = await signInWide(suite, email, text === fr);
  opened.add(page.context());
  return page;
}

/** Add Media, a content type, then the files, as the picker hands them over. */
async function addFiles(page: Page, text: typeof en, kind: string, files: MediaFile[]): Promise<void> {
  await page.getByRole('button', { name: text.add }).click();
  await page.getByRole('menuitem', { name: kind }).click();
  await page.getByRole('menu').waitFor({ state: 'hidden' });
  await page.locator('section input[type=file]').setInputFiles(files);
}

/** Says OK to the result dialog titled `title` after checking its text. */
async function acknowledge(page: Page, text: typeof en, title: string, message: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByText(message).waitFor();
  await dialog.getByRole('button', { name: text.ok }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe.each([
  ['English', en],
  ['French', fr],
])('Genie Public Media in %s', (language, text) => {
  it('adds pictures with progress, shows their thumbnails live, previews, edits and deletes', async () => {
    const shot = (name: string) => `media-${name}${language === 'French' ? '-fr' : ''}`;
    const page = await signedIn('admin@ambient.demo', text);
    await openFromMenu(page, text, text.publicMedia);
    const grid = gridOf(page, text.table);
    expect(await headersOf(grid)).toEqual(text.columns);

    // Three pictures: the dialog shows one form at a time, titled after the files.
    await addFiles(page, text, text.image, [
      await noisyPicture('Sunrise over the lake.png'),
      await picture('Garden party.jpg', 'jpeg', 90),
      await picture('Harvest.png', 'png', 160),
    ]);
    const dialog = page.getByRole('dialog', { name: text.addImage });
    await dialog.getByText(text.fileOf(1, 3)).waitFor();
    const title = dialog.getByRole('textbox', { name: text.title });
    expect(await title.inputValue()).toBe('Sunrise over the lake');
    // Validation waits for Upload.
    await title.fill('');
    expect(await dialog.getByText(text.titleRequired).count()).toBe(0);
    await dialog.getByRole('button', { name: text.next }).click();
    await dialog.getByText(text.fileOf(2, 3)).waitFor();
    expect(await title.inputValue()).toBe('Garden party');
    await dialog.getByRole('button', { name: text.upload }).click();
    // The first faulty form is shown with its message.
    await dialog.getByText(text.fileOf(1, 3)).waitFor();
    await dialog.getByText(text.titleRequired).waitFor();
    await look(page, shot('upload-form'));
    await title.fill('Sunrise');

    // A slow network: the bar follows the bytes sent, and says "Finalizing" once they are all
    // sent while the answer is still on its way.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      uploadThroughput: 600_000,
      downloadThroughput: 600,
    });
    // What the bar says, as it changes.
    await page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { progressTexts: string[] }).progressTexts = said;
      new MutationObserver(() => {
        const status = document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
        if (status && said[said.length - 1] !== status) said.push(status);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await dialog.getByRole('button', { name: text.upload }).click();
    await dialog.getByText(text.finalizing).waitFor();
    await look(page, shot('upload-finalizing'));
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      uploadThroughput: -1,
      downloadThroughput: -1,
    });
    const said = await page.evaluate(() => (window as unknown as { progressTexts: string[] }).progressTexts);
    const percents = said.map((line) => Number(/(\d+)\s?%/.exec(line)?.[1] ?? -1)).filter((n) => n >= 0);
    // The bar followed the bytes: some way along, then all of them, then "Finalizing".
    expect(percents.some((n) => n > 0 && n < 100)).toBe(true);
    expect(percents[percents.length - 1]).toBe(100);
    expect(said[said.length - 1]).toBe(text.finalizing);
    // Spec 03 §4: once uploaded, the dialog closes by itself and the screen shows the new items;
    // the thumbnails arrive once the worker has made them, without a reload.
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await waitForCells(grid, 'title', (titles) =>
      ['Sunrise', 'Garden party', 'Harvest'].every((t) => titles.includes(t)),
    );
    await until(
      () => grid.locator('[data-field="thumbnail"] img').count(),
      (count) => count >= 3,
      'Thumbnails',
    );
    await until(
      () =>
        grid
          .locator('[data-field="thumbnail"] img')
          .evaluateAll((images) =>
            images.every(
              (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      (loaded) => loaded,
      'Thumbnails loaded',
    );
    await look(page, shot('table'));

    // The preview: the picture itself; admins may download it.
    await grid.getByRole('button', { name: text.preview('Harvest'), exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Harvest' });
    await preview.getByRole('img', { name: 'Harvest' }).waitFor();
    expect(await preview.getByRole('link', { name: text.download }).count()).toBe(1);
    await look(page, shot('preview'));
    await preview.getByRole('button', { name: text.close }).click();
    await preview.waitFor({ state: 'hidden' });

    // Edit: a blank title is refused, a new one saved.
    await grid.getByRole('button', { name: text.edit('Garden party'), exact: true }).click();
    const edit = page.getByRole('dialog', { name: text.editMedia });
    const editTitle = edit.getByRole('textbox', { name: text.title });
    await editTitle.fill('  ');
    await edit.getByRole('button', { name: text.save }).click();
    await edit.getByText(text.titleRequired).waitFor();
    await editTitle.fill('Garden party 2026');
    await edit.getByRole('button', { name: text.save }).click();
    await edit.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'title', (titles) => titles.includes('Garden party 2026'));

    // Delete the selected row after "Delete Media?".
    const row = grid.locator('[role="row"]', { hasText: 'Harvest' });
    await row.getByRole('checkbox').click();
    await page.getByRole('button', { name: text.deleteOne }).click();
    const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
    await confirm.getByText(text.deleteText).waitFor();
    await look(page, shot('delete'));
    await confirm.getByRole('button', { name: text.deleteAction }).click();
    await confirm.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'title', (titles) => !titles.includes('Harvest') && titles.includes('Sunrise'));
  });

  it('refuses a webp and a sound in the image slot with the spec messages, keeping the dialog closed', async () => {
    const page = await signedIn('admin@ambient.demo', text);
    await openFromMenu(page, text, text.publicMedia);
    await addFiles(page, text, text.image, [await picture('Photo.webp', 'webp', 200)]);
    await page.getByText(text.webp).waitFor();
    await acknowledge(page, text, text.invalidMedia, text.validImages);
    await addFiles(page, text, text.image, [await tone('Song.mp3')]);
    const refused = page.getByRole('alertdialog', { name: text.invalidMedia });
    await refused.getByText(text.validImages).waitFor();
    await look(page, `media-invalid${language === 'French' ? '-fr' : ''}`);
    await acknowledge(page, text, text.invalidMedia, text.validImages);
    expect(await page.getByRole('dialog', { name: text.addImage }).count()).toBe(0);
  });

  it('refuses a picture below 400 × 400 pixels under "Inspection Failed", and adds the others of a partly refused pick', async () => {
    const fr = language === 'French' ? ' fr' : '';
    const shot = (name: string) => `media-inspection-${name}${fr ? '-fr' : ''}`;
    const page = await signedIn('admin@ambient.demo', text);
    await openFromMenu(page, text, text.publicMedia);
    const grid = gridOf(page, text.table);

    // Alone: refused before it is sent, with its size in pixels; the upload dialog stays closed.
    await addFiles(page, text, text.image, [await sizedPicture(`Thumbnail${fr}.png`, 300, 200)]);
    const refused = page.getByRole('alertdialog', { name: text.inspectionFailed });
    await refused.getByText(text.tooLow(300, 200)).waitFor();
    expect(await page.getByRole('alertdialog', { name: text.invalidMedia }).count()).toBe(0);
    await look(page, shot('refused'));
    await acknowledge(page, text, text.inspectionFailed, text.tooLow(300, 200));
    expect(await page.getByRole('dialog', { name: text.addImage }).count()).toBe(0);

    // With a picture large enough: the dialog names the refused one, and only the other is sent.
    await addFiles(page, text, text.image, [
      await picture(`Lakeshore${fr}.png`, 'png', 70),
      await sizedPicture(`Banner${fr}.png`, 1200, 300),
    ]);
    const dialog = page.getByRole('dialog', { name: text.addImage });
    await dialog.getByText(text.refusedLine(`Banner${fr}.png`, text.tooLow(1200, 300))).waitFor();
    await dialog.getByText(text.inspectionFailed, { exact: true }).waitFor();
    expect(await dialog.getByRole('textbox', { name: text.title }).inputValue()).toBe(`Lakeshore${fr}`);
    expect(await dialog.getByText(text.fileOf(1, 2)).count()).toBe(0);
    await look(page, shot('partly'));
    await dialog.getByRole('button', { name: text.upload }).click();
    // Spec 03 §4: once uploaded, the dialog closes and the screen shows the new item.
    await dialog.waitFor({ state: 'hidden' });
    const titles = await waitForCells(grid, 'title', (shown) => shown.includes(`Lakeshore${fr}`));
    expect(titles).not.toContain(`Banner${fr}`);

    // What only the server can judge (bytes that are no picture): the other is added, it is named.
    await addFiles(page, text, text.image, [
      await picture(`Harbour${fr}.png`, 'png', 120),
      { name: `Broken${fr}.png`, mimeType: 'image/png', buffer: Buffer.from('not a picture') },
    ]);
    await dialog.getByText(text.fileOf(1, 2)).waitFor();
    await dialog.getByRole('button', { name: text.upload }).click();
    await dialog.waitFor({ state: 'hidden' });
    const notAdded = page.getByRole('alertdialog', { name: text.someNotAdded });
    await notAdded.getByText(text.partlyAdded(1, 2)).waitFor();
    await notAdded.getByText(text.refusedLine(`Broken${fr}.png`, text.validImages)).waitFor();
    await look(page, shot('server-refused'));
    await acknowledge(page, text, text.someNotAdded, text.validImages);
    await waitForCells(
      grid,
      'title',
      (shown) => shown.includes(`Harbour${fr}`) && !shown.includes(`Broken${fr}`),
    );
  });
});

describe('the other media managers', () => {
  it('asks an admin for a kiosk before a resident’s library, then offers that kiosk’s residents', async () => {
    const page = await signedIn('admin@ambient.demo');
    await openFromMenu(page, en, 'Genie Libraries');
    await page.getByText('Choose a kiosk first', { exact: true }).waitFor();
    expect(await page.getByText('No Genie residents').count()).toBe(0);
    const library = page.getByRole('combobox', { name: 'Library' });
    expect(await library.getAttribute('aria-disabled')).toBe('true');
    await look(page, 'media-resident-libraries-no-kiosk');

    await page.getByRole('combobox', { name: 'Kiosk' }).click();
    await page.getByRole('option', { name: 'Genie 006', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await until(
      () => library.getAttribute('aria-disabled'),
      (disabled) => disabled === null,
      'The kiosk’s residents offered',
    );
    expect(await page.getByText('Choose a kiosk first').count()).toBe(0);
    expect(await page.getByText('No Genie residents').count()).toBe(0);
    await library.click();
    expect(await page.getByRole('option').count()).toBeGreaterThan(0);
  });

  it('lets a family facilitator fill their resident’s library with the kiosk picker locked', async () => {
    const page = await signedIn('family@ambient.demo');
    await openFromMenu(page, en, 'Genie Libraries');
    const kiosk = page.getByRole('combobox', { name: 'Kiosk' });
    expect(await kiosk.getAttribute('aria-disabled')).toBe('true');
    // Before a library is chosen nothing can be added, filtered or searched.
    const library = page.getByRole('combobox', { name: 'Library' });
    if ((await library.innerText()).trim() === '' || (await library.innerText()).trim() === '\u200b') {
      expect(await page.getByRole('button', { name: en.add }).isDisabled()).toBe(true);
      expect(await page.getByRole('searchbox', { name: 'Search media' }).isDisabled()).toBe(true);
      await library.click();
      await page.getByRole('option').first().click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
    }
    expect((await kiosk.innerText()).trim()).not.toBe('');
    await addFiles(page, en, en.image, [await picture('Family picnic.png', 'png', 60)]);
    const dialog = page.getByRole('dialog', { name: en.addImage });
    await dialog.getByRole('button', { name: en.upload }).click();
    await dialog.waitFor({ state: 'hidden' });
    const grid = gridOf(page, 'Genie Libraries table');
    await waitForCells(grid, 'title', (titles) => titles.includes('Family picnic'));
    expect(await cells(grid, 'addedBy')).toContain('Fiona Gagnon');
    await look(page, 'media-family');
  });

  it('lets a kiosk manager file a sound as an Announcement from the kiosk dashboard, without download', async () => {
    const page = await signedIn('kiosk.manager@ambient.demo');
    await page.getByText('GN-100005').click();
    await page.waitForURL(/\/kioskDashboard$/);
    await page
      .getByRole('region', { name: 'Manage Kiosk', exact: true })
      .getByRole('button', { name: /^Kiosk Libraries/ })
      .click();
    await page.getByRole('heading', { name: 'Kiosk Libraries', level: 1 }).waitFor();
    // From the dashboard the kiosk is fixed to the dashboard's.
    const kiosk = page.getByRole('combobox', { name: 'Kiosk' });
    expect(await kiosk.getAttribute('aria-disabled')).toBe('true');
    expect((await kiosk.innerText()).trim()).toBe('Genie 006');
    const grid = gridOf(page, 'Kiosk Libraries table');
    expect(await headersOf(grid)).toContain('Behaviour');
    await addFiles(page, en, 'Audio', [await tone('Morning bell.mp3')]);
    const dialog = page.getByRole('dialog', { name: 'Add Audio' });
    expect(await dialog.getByRole('radio', { name: 'Standard' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: 'Announcement' }).click();
    await look(page, 'media-kiosk-upload');
    await dialog.getByRole('button', { name: en.upload }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'title', (titles) => titles.includes('Morning bell'));
    const row = grid.locator('[role="row"]', { hasText: 'Morning bell' });
    await row.locator('[data-field="kioskFolder"]', { hasText: 'Announcement' }).waitFor();
    await look(page, 'media-kiosk');

    // A kiosk manager listens without a download control.
    await grid.getByRole('button', { name: en.preview('Morning bell'), exact: true }).click();
    const preview = page.getByRole('dialog', { name: 'Morning bell' });
    const player = preview.locator('audio');
    await player.waitFor();
    expect(await player.getAttribute('controlslist')).toBe('nodownload');
    expect(await preview.getByRole('link', { name: en.download }).count()).toBe(0);
    await look(page, 'media-kiosk-preview');
  });

  it('offers only video for manuals, from the admin dashboard’s Genie menu', async () => {
    const page = await signedIn('admin@ambient.demo');
    await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(/\/adminDashboard$/);
    await page.getByRole('button', { name: 'Genie', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manuals' }).click();
    await page.waitForURL(/\/genieManualManager$/);
    await page.getByRole('heading', { name: 'Manuals', level: 1 }).waitFor();
    await page.getByRole('button', { name: en.add }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem', { name: 'Image' }).getAttribute('aria-disabled')).toBe('true');
    expect(await menu.getByRole('menuitem', { name: 'Audio' }).getAttribute('aria-disabled')).toBe('true');
    expect(await menu.getByRole('menuitem', { name: 'Video' }).getAttribute('aria-disabled')).toBeNull();
    await look(page, 'media-manuals-chooser');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // A video is processed after its upload: its row waits, then shows the poster, live.
    await addFiles(page, en, 'Video', [await clip('Using the kiosk.mp4')]);
    const dialog = page.getByRole('dialog', { name: 'Add Video' });
    await dialog.getByRole('button', { name: en.upload }).click();
    await dialog.waitFor({ state: 'hidden' });
    const grid = gridOf(page, 'Manuals table');
    await waitForCells(grid, 'title', (titles) => titles.includes('Using the kiosk'));
    await grid.getByRole('button', { name: en.preview('Using the kiosk'), exact: true }).waitFor();
    await grid.locator('[data-field="thumbnail"] img').waitFor();
    await grid.getByRole('button', { name: en.preview('Using the kiosk'), exact: true }).click();
    const player = page.getByRole('dialog', { name: 'Using the kiosk' }).locator('video');
    await player.waitFor();
    // Admins may download what they preview.
    expect(await player.getAttribute('controlslist')).toBeNull();
    await until(
      () => player.evaluate((video) => (video as HTMLVideoElement).readyState),
      (state) => state >= 1,
      'The video plays',
    );
    await look(page, 'media-manuals-preview');
  });
});
