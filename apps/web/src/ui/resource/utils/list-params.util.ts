import type { GridSortModel } from '@mui/x-data-grid';

/** Rows per page the tables offer; the spec leaves the default open (spec 01 §9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** How long the search box waits for typing to pause before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The grid's sort model as the API's `sort` parameter: `field` ascending, `-field` descending. */
export function toSortParam(
  model: GridSortModel,
  fields: Readonly<Record<string, string>> = {},
): string | null {
  const first = model[0];
  if (!first?.sort) return null;
  const field = fields[first.field] ?? first.field;
  return first.sort === 'desc' ? `-${field}` : field;
}
