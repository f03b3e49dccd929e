import { useState } from 'react';
import type { MediaItem } from '@ambient/core';
import { useSession } from '../../session';
import { kindsOf, libraryOf, MEDIA_MANAGERS, type MediaManagerRoute } from '../utils/media-managers.util';
import { useMediaList } from './useMediaList';
import { useMediaPickers } from './useMediaPickers';
import { useMediaUpload } from './useMediaUpload';

/**
 * One of the five Genie media managers (spec 03 §2.1): its library (fixed, or chosen with the
 * kiosk and library pickers), the library's items, the add and edit dialog, and the preview.
 */
export function useMediaScreen(route: MediaManagerRoute) {
  const source = MEDIA_MANAGERS[route];
  const { flags } = useSession();
  const pickers = useMediaPickers(route, source);
  const library = libraryOf(source, pickers.kioskId, pickers.residentId);
  const items = useMediaList(library);
  const upload = useMediaUpload(source === 'kiosk');
  const [previewed, setPreviewed] = useState<MediaItem | null>(null);
  return {
    source,
    /** Admins may download what they preview (spec 03 §6). */
    isAdmin: flags?.isAdmin ?? false,
    kinds: kindsOf(source),
    pickers,
    library,
    items,
    upload,
    previewed,
    preview: setPreviewed,
  };
}
