/** The API contract of residents, key tags and the Genie button configurations (spec 02 §3, §7). */
import type { ApiResponse, LanguageOption } from '../api-types.js';
import type { NamedRef } from '../hierarchy/hierarchy-api.js';
import type { Button, ButtonAction, FacilityOption, Kiosk } from '../kiosks/kiosk-api.js';

export interface Resident {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  kioskId: number | null;
  kioskTypeId: number | null;
  facilityId: number | null;
  pictureBase64: string | null;
  languageId: number;
  bluetoothBeaconId: number | null;
  uwbTagId: string | null;
  kioskKeyTagId: number | null;
  gameDifficultyLevel: number | null;
  /** M for Abby, otherwise null. */
  gender: 'M' | null;
  isActive: boolean;
  newMessages: number;
  createDate: string;
  updateDate: string;
  updateByUserId: string | null;
  kiosk: {
    id: number;
    name: string;
    typeId: number;
    serialNumber: string;
    facility: { name: string; geographicalDescription: string } | null;
  } | null;
}

/** The optional contact created or connected with a new resident. */
export interface ContactUserPayload {
  email: string;
  name: string;
  nickname?: string;
}

export interface ResidentPayload {
  id?: number;
  firstName: string;
  lastName: string;
  kioskTypeId: number;
  kioskId: number | null;
  languageId: number | null;
  /** Abby: required and numeric. Sent as a number, or a numeric string. */
  bluetoothBeaconId?: number | string | null;
  uwbTagId?: string | null;
  /** The key tag's id; -1 means None and is stored as null. */
  kioskKeyTagId?: number | null;
  contactUser?: ContactUserPayload | null;
  updateByUserId?: string | null;
}

export interface KeyTag {
  id: number;
  kioskId: number;
  tagId: string;
  keyNum: number;
  residentId: number | null;
  facilityId: number | null;
  /** Display only. */
  kioskSerialNumber: string;
  facilityName: string | null;
  residentName: string | null;
}

export interface KeyTagPayload {
  id?: number;
  kioskId: number | null;
  tagId: string;
  keyNum: number | string | null;
  /** -1 or null means unassigned. */
  residentId: number | null;
  facilityId?: number | null;
}

export type ResidentsManagerResponse = ApiResponse<{
  kiosks: Kiosk[];
  kioskTypes: NamedRef[];
  facilities: FacilityOption[];
  kioskKeyTags: KeyTag[];
  residents: Resident[];
  languages: LanguageOption[];
  total?: number;
}>;
export type ResidentsResponse = ApiResponse<{ residents: Resident[] }>;
export type ResidentResponse = ApiResponse<{ resident: Resident; isEmailSent?: boolean }>;
export type ResidentPictureResponse = ApiResponse<{ base64: string }>;
export type ResidentPicturesResponse = ApiResponse<{
  pictures: Array<{ residentId: number; base64: string }>;
}>;

export type KeyTagsResponse = ApiResponse<{ keyTags: KeyTag[] }>;
export type KeyTagResponse = ApiResponse<{ keyTag: KeyTag }>;
export type KeyTagMapperResponse = ApiResponse<{
  kiosks: Array<{
    id: number;
    name: string;
    serialNumber: string;
    typeId: number;
    facilityId: number | null;
  }>;
  residents: Array<{ id: number; name: string; kioskId: number | null }>;
  facilities: FacilityOption[];
  keyTags: KeyTag[];
}>;

export interface ConfigDetail {
  id: number;
  configId: number;
  buttonId: number;
  buttonActionId: number;
  description: string | null;
}
export interface ConfigDetailPayload {
  id?: number;
  configId: number;
  buttonId: number | null;
  buttonActionId: number | null;
  description: string | null;
}
export type ButtonConfigsManagerResponse = ApiResponse<{
  configs: Array<{ id: number; name: string; description: string }>;
  buttons: Button[];
  buttonActions: ButtonAction[];
  configDetails: ConfigDetail[];
}>;
export type ConfigDetailResponse = ApiResponse<{ configDetail: ConfigDetail }>;

/** POST users/dashboard/{id}: a contact added from a resident's or a kiosk's dashboard. */
export interface DashboardUserPayload {
  target: 'resident' | 'kiosk';
  user: {
    email: string;
    name: string;
    nickname?: string;
    /** Guest (virtual visitor) or Manager (family facilitator); the server decides for some roles. */
    role?: 'Guest' | 'Manager';
    languageId?: number | null;
  };
}
