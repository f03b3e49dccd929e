/** Waiting for the console to settle, looking at it, and the steps every screen's test shares. */
import type { Locator, Page, Route } from 'playwright-core';
import { screenshot as saveScreenshot } from './browser.js';
import { expectAccessible } from './accessibility.js';
import { until } from './grid.js';

/**
 * Waits until the page is still: fonts loaded and every finite animation or transition (dialogs
 * opening, menus sliding, ripples) finished. Endless ones (progress spinners) do not count.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
}

/** Waits until the page is still, then saves a screenshot under test-results/. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await settle(page);
  return saveScreenshot(page, name);
}

/** Whether `look` saves what it looked at: `SCREENSHOTS=1` (decision 0118). */
const KEEPS_SCREENSHOTS = process.env.SCREENSHOTS === '1';

/**
 * Looks at a screen or dialog as it is now: checks it against WCAG 2.2 AA and, with
 * `SCREENSHOTS=1`, saves a screenshot named `name` under test-results/ for a person to look at.
 */
export async function look(page: Page, name: string): Promise<void> {
  await expectAccessible(page, name);
  if (KEEPS_SCREENSHOTS) await saveScreenshot(page, name);
}

/** Switches the signed-in user's language to French through Edit Profile. */
export async function switchToFrench(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Language').click();
  await page.getByRole('option', { name: /Fran/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Compte' }).waitFor();
}

/** Switches the signed-in user's language back to English through Modifier le profil. */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Compte' }).click();
  await page.getByRole('menuitem', { name: 'Modifier le profil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le profil' });
  await dialog.getByLabel('Langue').click();
  await page.getByRole('option', { name: 'English' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Account' }).waitFor();
}

/**
 * A gate on the requests matching `url` (and `method`, when given): while it is closed, they wait,
 * so that a test can look at the console before the server answers (loading texts, optimistic
 * rows). `release()` answers the waiting ones and lets the next ones through; `hold()` closes the
 * gate again; `stop()` removes it.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
  method?: string,
): Promise<{ hold(): void; release(): Promise<void>; stop(): Promise<void> }> {
  let open = false;
  const waiting: Array<() => Promise<void>> = [];
  const handler = async (route: Route): Promise<void> => {
    if (method && route.request().method() !== method) return route.continue();
    if (open) return answer(route);
    await new Promise<void>((resume) => waiting.push(() => answer(route).then(resume)));
  };
  await page.route(url, handler);
  const release = async (): Promise<void> => {
    open = true;
    await Promise.all(waiting.splice(0).map((go) => go()));
  };
  return {
    hold: () => {
      open = false;
    },
    release,
    stop: async () => {
      await page.unroute(url, handler);
      await release();
    },
  };
}

/**
 * Clicks `button` until `opens` shows, as a person clicks again when nothing happened: a screen
 * that draws itself again under the pointer (a table's data refetched, a dashboard filled in) can
 * swallow a click between the button's press and its release.
 */
export async function clickUntilShown(button: Locator, opens: Locator, what: string): Promise<void> {
  await until(
    async () => {
      if (await opens.isVisible()) return true;
      await button.click();
      // What the click opens comes within moments; one that does not come was swallowed.
      return opens.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    },
    Boolean,
    what,
  );
}
