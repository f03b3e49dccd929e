/** Reading the MUI data grids of the console the way a person does: by table name and column. */
import type { Locator, Page } from 'playwright-core';

/** The table, found by CSS so it can still be read while a dialog hides it from assistive tech. */
export function gridOf(page: Page, label: string): Locator {
  return page.locator(`[role="grid"][aria-label="${label}"]`);
}

/** The texts of one column, top to bottom. */
export async function cells(grid: Locator, field: string): Promise<string[]> {
  return (await grid.locator(`[role="gridcell"][data-field="${field}"]`).allInnerTexts()).map((t) =>
    t.trim(),
  );
}

/** Reads until `expected` holds (tables refetch after each change), for at most 15 s. */
export async function until<T>(
  read: () => Promise<T>,
  expected: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 15_000;
  let value = await read();
  while (!expected(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((done) => setTimeout(done, 100));
    value = await read();
  }
  return value;
}

/** Waits until a column's texts satisfy `expected`. */
export function waitForCells(
  grid: Locator,
  field: string,
  expected: (list: string[]) => boolean,
): Promise<string[]> {
  return until(() => cells(grid, field), expected, `Unexpected ${field} cells`);
}

/** The column headers that have a text, left to right. */
export const headersOf = async (grid: Locator): Promise<string[]> =>
  (await grid.locator('[role="columnheader"]').allInnerTexts()).map((h) => h.trim()).filter((h) => h !== '');

/**
 * Ticks the checkbox of the row showing `text`, as a person does: if the table draws its rows
 * again meanwhile (its data refetched) and the tick is lost, it is ticked again.
 */
export async function tickRow(grid: Locator, text: string): Promise<void> {
  await tick(
    grid.getByRole('row').filter({ hasText: text }).getByRole('checkbox'),
    `The row "${text}" ticked`,
  );
}

/**
 * Ticks a checkbox of a grid (or clears it, `checked` false), clicking again while it is not so: a
 * grid that redraws its rows (its data read again, its size measured) can drop a click on the row
 * it replaces, where Playwright's `check()` would fail at once.
 */
export async function tick(box: Locator, what: string, checked = true): Promise<void> {
  await until(
    async () => {
      if ((await box.isChecked()) !== checked) await box.click();
      return (await box.isChecked()) === checked;
    },
    Boolean,
    what,
  );
}
