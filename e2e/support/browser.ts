/**
 * Chromium for end-to-end tests, driven by playwright-core: Debian's Chromium headless shell when it
 * is installed (the test command installs it; decision 0072), else Debian's Chromium. No download.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { chromium, type Browser, type Page } from 'playwright-core';

const SHELL = '/usr/bin/chromium-headless-shell';
const EXECUTABLE = process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : '/usr/bin/chromium');

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) {
    throw new Error(
      `Chromium not found at ${EXECUTABLE}: install it with apt-get install -y chromium-headless-shell`,
    );
  }
  return chromium.launch({
    executablePath: EXECUTABLE,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

let shared: Promise<Browser> | null = null;

/**
 * Whether the Chromium outlives a spec: in a worker thread, yes (the worker ends with the run, and
 * its Chromium with it); run in band (`-i`, or one worker), the specs run in Jest's own thread,
 * which a Chromium left open would keep from exiting, so each spec closes it after its tests.
 */
export const keepsBrowser = !isMainThread;

/**
 * The Chromium of this worker, launched for its first spec and kept for the next ones (a worker
 * runs its specs one after another, decision 0089): each spec works in browser contexts of its
 * own and closes them after its tests (`productInChromium`). A Chromium that went away is launched
 * again for the next spec.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => {
        shared = null;
      });
      return browser;
    },
    (error: unknown) => {
      shared = null;
      throw error;
    },
  );
  return shared;
}

/** Saves a screenshot under test-results/ (kept out of git) for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(process.cwd(), 'test-results');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
