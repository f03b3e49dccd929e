import type { MediaKind, PlaylistBlob } from '@ambient/core';

/** A playlist's items of one content type (null: all) whose title or description holds `search`. */
export function shownItems(
  items: readonly PlaylistBlob[],
  mediaType: MediaKind | null,
  search: string,
): PlaylistBlob[] {
  const words = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (mediaType === null || item.kind === mediaType) &&
      (words === '' ||
        item.title.toLocaleLowerCase().includes(words) ||
        item.description.toLocaleLowerCase().includes(words)),
  );
}
