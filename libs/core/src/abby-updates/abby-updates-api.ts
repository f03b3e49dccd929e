/** The API contract of Abby activities, update zips, override kiosks and Unupdated Abbys (spec 02 §3, §7). */
import type { ApiResult } from '../api-types.js';
import type { AbbyZipVersion } from './abby-update-rules.js';

/** An Abby activity as the activity manager lists it. */
export interface AbbyActivity {
  id: number;
  description: string;
  url: string;
  /** The last release's update number, null before the first. */
  updateLevel: number | null;
  responseTypeId: number;
  createDate: string;
  releaseDate: string | null;
  updateDate: string | null;
}

export interface AbbyActivitiesResponse extends ApiResult {
  activities: AbbyActivity[];
  nextUpdate: number;
}

export interface AbbyActivityReleaseResponse extends ApiResult {
  releaseDate: string;
  updateDate: string;
  nextUpdate: number;
}

export interface AbbyZipFile {
  filename: string;
  size: number;
  createDate: string;
  canDelete: boolean;
}

export interface AbbyUpdateZipGroup {
  phidgetVersion: AbbyZipVersion;
  zipFiles: AbbyZipFile[];
}

export interface AbbyUpdateZipsResponse extends ApiResult {
  updateZips: AbbyUpdateZipGroup[];
}

/** A row of Manage Override Kiosks. */
export interface OverrideAbbyKiosk {
  id: number;
  serialNumber: string;
  name: string;
  description: string | null;
  facilityId: number | null;
  facilityName: string | null;
  phidgetVersion: number | null;
  updateLevel: number | null;
  updateInstallDate: string | null;
  mediaSyncDate: string | null;
  isOnline: boolean;
  createDate: string;
  /** "update-override" for an override kiosk, else null. */
  refId: string | null;
  /** When the override kiosk stops being one by itself (decision 0085); null: it lasts. */
  overrideUntil: string | null;
}

export interface OverrideAbbysResponse extends ApiResult {
  kiosks: OverrideAbbyKiosk[];
}

export interface ActivateOverrideAbbysResponse extends ApiResult {
  activated: number;
  deactivated: number;
}

/** A row of Unupdated Abbys. */
export interface UnupdatedAbbyKiosk {
  id: number;
  serialNumber: string;
  name: string;
  description: string | null;
  facilityId: number | null;
  facilityName: string | null;
  isOnline: boolean;
  teamviewerId: string;
  teamviewerPassword: string | null;
  updateLevel: number | null;
  maxUpdateLevel: number;
}

export interface UnupdatedAbbysResponse extends ApiResult {
  kiosks: UnupdatedAbbyKiosk[];
  facilities: Array<{ id: number; name: string }>;
}
