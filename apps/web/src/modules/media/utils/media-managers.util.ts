import { kindsAccepted, MediaContainers, type KioskFolder, type MediaKind } from '@ambient/core';
import type { MediaLibrary, SharedMediaLibrary } from '../api/media.endpoints';

/** The five Genie media managers share one screen (spec 03 §2.1); each reads one kind of library. */
export type MediaManagerRoute =
  | 'PublicMediaManager'
  | 'GenieManualManager'
  | 'GeniePromotionalMediaManager'
  | 'ResidentMediaManager'
  | 'KioskMediaManager';

export type MediaSource = SharedMediaLibrary | 'resident' | 'kiosk';

export const MEDIA_MANAGERS: Readonly<Record<MediaManagerRoute, MediaSource>> = {
  PublicMediaManager: 'public',
  GenieManualManager: 'manuals',
  GeniePromotionalMediaManager: 'promotional',
  ResidentMediaManager: 'resident',
  KioskMediaManager: 'kiosk',
};

/** The content types the add chooser offers, in its order. */
export const ADD_KINDS: readonly MediaKind[] = ['audio', 'image', 'video'];

/** Which kinds a library takes: manuals and promotional media take video only (spec 03 §2.1). */
export function kindsOf(source: MediaSource): readonly MediaKind[] {
  return source === 'manuals' || source === 'promotional'
    ? kindsAccepted(MediaContainers[source])
    : kindsAccepted(MediaContainers.public);
}

/** A picker is shown and open, shown but fixed to one choice, or not shown at all. */
export type PickerState = 'open' | 'locked' | 'hidden';

export interface PickerModes {
  kiosk: PickerState;
  library: PickerState;
}

export interface MediaViewer {
  isAdmin: boolean;
  /** A family facilitator (and nothing more): their kiosk picker is locked. */
  isFamilyFacilitator: boolean;
}

/**
 * The pickers of each manager (spec 03 §2.1, §6): the shared libraries have none; a kiosk's
 * library has a kiosk picker, fixed when opened from the kiosk's dashboard; a resident's library
 * has a kiosk picker then a library (resident) picker, both fixed from the resident's dashboard,
 * the kiosk one locked for family facilitators.
 */
export function pickerModes(source: MediaSource, viewer: MediaViewer, fromDashboard: boolean): PickerModes {
  if (source === 'kiosk') return { kiosk: fromDashboard ? 'locked' : 'open', library: 'hidden' };
  if (source !== 'resident') return { kiosk: 'hidden', library: 'hidden' };
  if (fromDashboard) return { kiosk: 'locked', library: 'locked' };
  return { kiosk: viewer.isFamilyFacilitator && !viewer.isAdmin ? 'locked' : 'open', library: 'open' };
}

/** The library a manager lists once its pickers are chosen, or null while one is missing. */
export function libraryOf(
  source: MediaSource,
  kioskId: number | null,
  residentId: number | null,
): MediaLibrary | null {
  if (source === 'kiosk') return kioskId === null ? null : { owner: 'kiosk', id: kioskId };
  if (source === 'resident') return residentId === null ? null : { owner: 'resident', id: residentId };
  return { owner: 'library', name: source };
}

/** Behaviour labels of a kiosk's items: ambient is Standard, announcement Announcement, email Email. */
export const BEHAVIOUR_KEYS: Readonly<Record<KioskFolder, 'standard' | 'announcement' | 'email'>> = {
  ambient: 'standard',
  announcement: 'announcement',
  email: 'email',
};
