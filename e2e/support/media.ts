/** Media made for the media screens' tests (pictures with sharp, sound and video with ffmpeg), and their sign-in. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { Suite } from './product.js';
import { switchToEnglish, switchToFrench } from './screen.js';
import { signIn } from './sign-in.js';

const run = promisify(execFile);
const scratch = mkdtempSync(join(tmpdir(), 'ambient-media-e2e-'));

/** A file as a file picker hands it over. */
export interface MediaFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const picture = async (
  name: string,
  format: 'png' | 'jpeg' | 'webp',
  color: number,
): Promise<MediaFile> => ({
  name,
  mimeType: `image/${format}`,
  buffer: await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: color, g: 120, b: 200 } },
  })
    .toFormat(format)
    .toBuffer(),
});

/** A picture of noise: large enough for its upload to take a while on a slow network. */
export const noisyPicture = async (name: string): Promise<MediaFile> => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: {
      width: 1000,
      height: 800,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer(),
});

async function ffmpegFile(name: string, mimeType: string, args: string[]): Promise<MediaFile> {
  const path = join(scratch, name);
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path]);
  return { name, mimeType, buffer: readFileSync(path) };
}

/** An MP4 clip of a second and a half, with sound. */
export const clip = (name: string) =>
  ffmpegFile(name, 'video/mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x480:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=22050'],
    ...['-t', '1.5', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  ]);

/** An MP3 tone of two seconds. */
export const tone = (name: string) =>
  ffmpegFile(name, 'audio/mpeg', ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=22050', '-t', '2']);

/** The browser contexts a test opens, all closed after each test. */
export function closedAfterEach(): Set<BrowserContext> {
  const opened = new Set<BrowserContext>();
  afterEach(async () => {
    await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    opened.clear();
  });
  return opened;
}

/**
 * Signs in on a wide window; the admin, whose language is kept between tests, is switched to the
 * one asked for once the Administrator Home (and so the profile's language) has loaded.
 */
export async function signInWide(suite: Suite, email: string, french = false): Promise<Page> {
  const page = await signIn(suite.browser, suite.product.url, email);
  await page.setViewportSize({ width: 1500, height: 900 });
  if (email !== 'admin@ambient.demo') return page;
  // The page's language is set with the profile, before the French texts have loaded.
  await page.getByRole('button', { name: /^(Dashboard|Tableau de bord)$/ }).waitFor();
  const isFrench = (await page.evaluate(() => document.documentElement.lang)) === 'fr-CA';
  if (isFrench) await page.getByRole('button', { name: 'Tableau de bord', exact: true }).waitFor();
  if (french && !isFrench) await switchToFrench(page);
  if (!french && isFrench) await switchToEnglish(page);
  return page;
}

/** Opens a screen from the drawer and waits for its heading. */
export async function openFromMenu(
  page: Page,
  text: { openMenu: string; mainMenu: string },
  screen: string,
): Promise<void> {
  await page.getByRole('button', { name: text.openMenu }).click();
  await page.getByRole('navigation', { name: text.mainMenu }).getByRole('button', { name: screen }).click();
  await page.getByRole('heading', { name: screen, level: 1 }).waitFor();
}
