/** What the Abby profile endpoints answer (spec 03 §3 "Abby profile", "Profile detail (Abby)", §7 "Abby profiles"). */
import type { MediaProcessing } from '../media/media-item.js';

export interface AbbyProfileDetail {
  id: number;
  profileId: number;
  mediaFileId: number;
  addDate: string;
  /** The library the file lives in: the shared library or the owner's own. */
  container: string;
  /** The library's owner (spec 03 §3 "Library owners"): 1 shared library, 2 resident, 3 kiosk. */
  containerOwner: number;
  /** The file is the shared library's, linked rather than copied. */
  isLinked: boolean;
  filename: string;
  title: string;
  mediaPathTypeId: number;
  /** The path type's kiosk path. */
  mediaPath: string;
  /** Audio, Image or Video. */
  category: string;
  contentType: string;
  size: number;
  duration: number | null;
  createDate: string;
  processing: MediaProcessing;
  thumbnail: string | null;
  uri: string;
}

export interface AbbyProfile {
  id: number;
  residentId: number | null;
  kioskId: number | null;
  name: string;
  description: string;
  isActive: boolean;
  /** A resident's profile always; a kiosk's when it holds its required media (decision 0075). */
  isValid: boolean;
  /** "Ready" or "MissingMedia" (the kiosk manager's chip). */
  status: 'Ready' | 'MissingMedia';
  createDate: string;
  updateByUserId: string | null;
  /** How many details the profile holds (those whose file still exists). */
  mediaCount: number;
  /** The path types it holds files of: the detail's type selector marks them done (spec 03 §2.10). */
  mediaPathStatuses: Array<{ id: number; hasMedia: boolean }>;
}

export interface AbbyProfileWithDetails extends AbbyProfile {
  profileDetails: AbbyProfileDetail[];
}

/** GET abbykioskprofiles/kiosk/{id}/statuses and GET abbykioskprofiles/{id}/status. */
export interface AbbyProfileStatus {
  id: number;
  hasRequiredMedia: boolean;
}
