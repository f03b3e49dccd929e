import { useMemo, useState } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { MediaItem, MediaKind } from '@ambient/core';
import { mediaApi, mediaKeys, type MediaLibrary, type MediaListParams } from '../api/media.endpoints';
import { useListParams } from '../../../ui/resource';
import { useMediaSelection } from './useMediaSelection';

const NEWEST_FIRST = [{ field: 'createDate', sort: 'desc' as const }];

/**
 * One library's items (spec 03 §2.1): a page from the server, newest first, filtered by content
 * type and searched; refetched whenever the media items change (a thumbnail made by a worker, an
 * upload elsewhere). The selected rows are deleted together after "Delete Media?".
 */
export function useMediaList(library: MediaLibrary | null) {
  const list = useListParams(NEWEST_FIRST);
  const [mediaType, setMediaType] = useState<MediaKind | null>(null);
  const selection = useMediaSelection(mediaApi.remove);
  const params = useMemo<MediaListParams>(() => ({ ...list.params, mediaType }), [list.params, mediaType]);
  const libraryKey = library ? JSON.stringify(library) : null;

  const query = useQuery({
    queryKey: library ? mediaKeys.list(library, params) : mediaKeys.all,
    meta: { readModels: ['media_items'] },
    queryFn: library ? ({ signal }) => mediaApi.list(library, params, signal) : skipToken,
    placeholderData: keepPreviousData,
  });

  // Another library starts with nothing selected, from its first page.
  const { firstPage } = list;
  const [shownLibrary, setShownLibrary] = useState(libraryKey);
  if (shownLibrary !== libraryKey) {
    setShownLibrary(libraryKey);
    selection.setSelected([]);
    firstPage();
  }

  const rows: MediaItem[] = library ? (query.data?.mediaItems ?? []) : [];
  return {
    list,
    mediaType,
    setMediaType: (kind: MediaKind | null) => {
      setMediaType(kind);
      firstPage();
    },
    rows,
    rowCount: library ? (query.data?.total ?? 0) : 0,
    loading: library !== null && query.isFetching,
    firstLoad: library !== null && query.isPending,
    ...selection,
  };
}
