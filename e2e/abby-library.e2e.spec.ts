/**
 * The Abby Shared Library (spec 03 §2.2, §2.4, §5, §9) with media made here (an MP3 with ffmpeg,
 * a PNG with sharp): an admin picks Music, uploads a song through the media dialog in its Abby
 * context (a title only) and sees its Title, Type, Duration and Size; a picture is refused in the
 * Music slot with the spec's message; Pictures takes a PNG, which is renamed ("Title is required"
 * when blank) and deleted after "Delete Media?". Radio Shows is not offered.
 */
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { gridOf, headersOf, until, waitForCells } from './support/grid.js';
import { closedAfterEach, openFromMenu, picture, signInWide, tone, type MediaFile } from './support/media.js';
import { look } from './support/screen.js';
import { productInChromium } from './support/product.js';

const suite = productInChromium();

const en = {
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  screen: 'Abby Shared Library',
  table: 'Abby Shared Library table',
  columns: ['Preview', 'Title', 'Type', 'Duration', 'Size', 'Added'],
  pathType: 'Media Type',
  music: 'Music',
  pictures: 'Pictures',
  radioShows: 'Radio Shows',
  upload: 'Upload',
  addMusic: 'Add Music',
  addPictures: 'Add Pictures',
  title: 'Title',
  description: 'Description',
  close: 'Close',
  song: 'Evening tune',
  photo: 'Garden gate',
  renamed: 'Garden gate 2026',
  edit: (title: string) => `Edit ${title}`,
  editMedia: 'Edit Media',
  save: 'Save',
  titleRequired: 'Title is required',
  deleteOne: 'Delete 1 item',
  deleteTitle: 'Delete Media?',
  deleteText: 'Removed items are permanently deleted.',
  deleteAction: 'Delete',
  invalidMedia: 'Invalid Media',
  onlyMp3: 'Only mp3 audio files are supported at this time.',
  ok: 'OK',
  preview: (title: string) => `Preview ${title}`,
  download: 'Download',
};
const fr: typeof en = {
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  screen: 'Bibliothèque partagée Abby',
  table: 'Tableau Bibliothèque partagée Abby',
  columns: ['Aperçu', 'Titre', 'Type', 'Durée', 'Taille', 'Ajouté le'],
  pathType: 'Type de média',
  music: 'Musique',
  pictures: 'Images',
  radioShows: 'Émissions de radio',
  upload: 'Téléverser',
  addMusic: 'Ajouter des médias (Musique)',
  addPictures: 'Ajouter des médias (Images)',
  title: 'Titre',
  description: 'Description',
  close: 'Fermer',
  song: 'Air du soir',
  photo: 'Portail du jardin',
  renamed: 'Portail du jardin 2026',
  edit: (title: string) => `Modifier ${title}`,
  editMedia: 'Modifier le média',
  save: 'Enregistrer',
  titleRequired: 'Le titre est obligatoire',
  deleteOne: 'Supprimer 1 élément',
  deleteTitle: 'Supprimer les médias\u202f?',
  deleteText: 'Les éléments retirés sont supprimés définitivement.',
  deleteAction: 'Supprimer',
  invalidMedia: 'Média non valide',
  onlyMp3: 'Seuls les fichiers audio mp3 sont acceptés pour le moment.',
  ok: 'OK',
  preview: (title: string) => `Aperçu de ${title}`,
  download: 'Télécharger',
};

const opened = closedAfterEach();

/** Chooses a media path type in the selector. */
async function choosePathType(page: Page, text: typeof en, name: string): Promise<void> {
  await page.getByRole('combobox', { name: text.pathType }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** Upload, then the files, as the browser's file picker hands them over. */
async function uploadFiles(page: Page, text: typeof en, files: MediaFile[]): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: text.upload, exact: true }).click(),
  ]);
  await chooser.setFiles(files);
}

/** The upload dialog: Upload, then it closes by itself once the files are added (spec 03 §4). */
async function confirmUpload(page: Page, dialogName: string, text: typeof en): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: text.upload, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const cellOf = (grid: Locator, title: string, field: string): Promise<string> =>
  grid
    .locator('[role="row"]', { hasText: title })
    .locator(`[data-field="${field}"]`)
    .innerText()
    .then((value) => value.trim());

describe.each([
  ['English', en],
  ['French', fr],
])('the Abby Shared Library in %s', (language, text) => {
  it('uploads music and pictures by media type, refuses a picture as music, renames and deletes', async () => {
    const shot = (name: string) => `abby-library-${name}${language === 'French' ? '-fr' : ''}`;
    const page = await signInWide(suite, 'admin@ambient.demo', text === fr);
    opened.add(page.context());
    await openFromMenu(page, text, text.screen);
    const grid = gridOf(page, text.table);
    expect(await headersOf(grid)).toEqual(text.columns);

    // The selector starts on the first media type, Music; Radio Shows is not offered.
    const selector = page.getByRole('combobox', { name: text.pathType });
    // It is empty for a moment, until the screen has the media types.
    await until(
      async () => (await selector.innerText()).trim(),
      (shown) => shown === text.music,
      'The media type selected first',
    );
    await selector.click();
    const options = (await page.getByRole('option').allInnerTexts()).map((option) => option.trim());
    expect(options).toEqual(expect.arrayContaining([text.music, text.pictures]));
    expect(options).not.toContain(text.radioShows);
    await look(page, shot('types'));
    await page.getByRole('option', { name: text.music, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    // The file picker offers the media type's files.
    expect(await page.locator('section input[type=file]').getAttribute('accept')).toBe('.mp3,audio/mpeg');

    // A song: a title only, from the file's name.
    await uploadFiles(page, text, [await tone(`${text.song}.mp3`)]);
    const dialog = page.getByRole('dialog', { name: text.addMusic });
    expect(await dialog.getByRole('textbox', { name: text.title }).inputValue()).toBe(text.song);
    expect(await dialog.getByRole('textbox', { name: text.description }).count()).toBe(0);
    await look(page, shot('upload'));
    await confirmUpload(page, text.addMusic, text);
    await waitForCells(grid, 'title', (titles) => titles.includes(text.song));
    expect(await cellOf(grid, text.song, 'mediaPathTypeId')).toBe(text.music);
    expect(await cellOf(grid, text.song, 'duration')).toMatch(/^00:00:0[23]$/);
    expect(await cellOf(grid, text.song, 'size')).toMatch(/^\d+(\.\d+)? KB$/);
    expect(await cellOf(grid, text.song, 'createDate')).toMatch(/^\p{L}{3,5}-\d{2}-\d{4}$/u);
    await look(page, shot('music'));

    // The preview plays it; admins may download it.
    await grid.getByRole('button', { name: text.preview(text.song), exact: true }).click();
    const preview = page.getByRole('dialog', { name: text.song });
    await preview.locator('audio').waitFor();
    expect(await preview.getByRole('link', { name: text.download }).count()).toBe(1);
    await look(page, shot('preview'));
    await preview.getByRole('button', { name: text.close }).click();
    await preview.waitFor({ state: 'hidden' });

    // A picture is no music: refused before it is sent, and the dialog stays closed.
    await uploadFiles(page, text, [await picture('Sunset.png', 'png', 40)]);
    const refused = page.getByRole('alertdialog', { name: text.invalidMedia });
    await refused.getByText(text.onlyMp3).waitFor();
    await look(page, shot('refused'));
    await refused.getByRole('button', { name: text.ok }).click();
    await refused.waitFor({ state: 'hidden' });
    expect(await page.getByRole('dialog', { name: text.addMusic }).count()).toBe(0);

    // Pictures: the PNG is listed without a duration, and its thumbnail arrives live.
    await choosePathType(page, text, text.pictures);
    await waitForCells(grid, 'title', (titles) => !titles.includes(text.song));
    expect(await page.locator('section input[type=file]').getAttribute('accept')).toBe('image/*');
    await uploadFiles(page, text, [await picture(`${text.photo}.png`, 'png', 150)]);
    await confirmUpload(page, text.addPictures, text);
    await waitForCells(grid, 'title', (titles) => titles.includes(text.photo));
    expect(await cellOf(grid, text.photo, 'mediaPathTypeId')).toBe(text.pictures);
    expect(await cellOf(grid, text.photo, 'duration')).toBe('');
    await grid
      .getByRole('button', { name: text.preview(text.photo), exact: true })
      .locator('img')
      .waitFor();
    await until(
      () =>
        grid
          .locator('[data-field="thumbnail"] img')
          .first()
          .evaluate(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
      (loaded) => loaded,
      'Thumbnail loaded',
    );
    await look(page, shot('pictures'));

    // Rename: a blank title is refused, a new one saved.
    await grid.getByRole('button', { name: text.edit(text.photo), exact: true }).click();
    const edit = page.getByRole('dialog', { name: text.editMedia });
    const title = edit.getByRole('textbox', { name: text.title });
    await title.fill('  ');
    await edit.getByRole('button', { name: text.save }).click();
    await edit.getByText(text.titleRequired).waitFor();
    await look(page, shot('rename'));
    await title.fill(text.renamed);
    await edit.getByRole('button', { name: text.save }).click();
    await edit.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'title', (titles) => titles.includes(text.renamed));

    // Delete the selected row after "Delete Media?".
    await grid.locator('[role="row"]', { hasText: text.renamed }).getByRole('checkbox').click();
    await page.getByRole('button', { name: text.deleteOne }).click();
    const confirm = page.getByRole('alertdialog', { name: text.deleteTitle });
    await confirm.getByText(text.deleteText).waitFor();
    await look(page, shot('delete'));
    await confirm.getByRole('button', { name: text.deleteAction }).click();
    await confirm.waitFor({ state: 'hidden' });
    await waitForCells(grid, 'title', (titles) => !titles.includes(text.renamed));
  });
});
