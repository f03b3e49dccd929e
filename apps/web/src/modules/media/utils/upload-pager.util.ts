/** Spec 03 §9: the upload dialog shows 1, 4 or 12 forms at a time, one at first. */
export const UPLOAD_PAGE_SIZES = [1, 4, 12] as const;
export type UploadPageSize = (typeof UPLOAD_PAGE_SIZES)[number];
export const DEFAULT_UPLOAD_PAGE_SIZE: UploadPageSize = 1;

/** One page of the upload dialog's forms: which files it shows and how to say it. */
export interface UploadPage {
  /** Index of the first file shown. */
  first: number;
  /** Index after the last file shown. */
  end: number;
  /** The pager shows only when there is more than one page. */
  paged: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The page holding file `index`, for `count` files shown `size` at a time. */
export function uploadPage(index: number, count: number, size: number): UploadPage {
  const first = Math.max(0, Math.min(index, count - 1));
  const start = first - (first % size);
  const end = Math.min(count, start + size);
  return {
    first: start,
    end,
    paged: count > size,
    hasPrevious: start > 0,
    hasNext: end < count,
  };
}

/** The first file of the page after (or before) the one starting at `first`. */
export function turnPage(first: number, count: number, size: number, direction: 1 | -1): number {
  const next = first + direction * size;
  return Math.max(0, Math.min(next, count - 1));
}
