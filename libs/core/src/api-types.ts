/**
 * The API contract: payloads and responses of spec 01 §7, shared by the console, the API, the
 * simulators and the tests. Every response also carries the result convention.
 */
import type { BaseRole, FunctionalRole } from './roles.js';

/** Result convention: severity null on success, 0 validation or warning, above 0 internal. */
export interface ApiResult {
  errorSeverity: number | null;
  errorMessage: string | null;
}

export type ApiResponse<T> = ApiResult & T;

/** The signed-in user (spec 01 §3 Profile). */
export interface Profile {
  id: string;
  email: string;
  name: string;
  nickname: string;
  picture: string | null;
  /** 1 English, 2 French; English is stored as null. */
  languageId: number | null;
  defaultResidentId: number | null;
  domainIds: number[];
  facilityIds: number[];
  kioskIds: number[];
  residentIds: number[];
  role: BaseRole;
  functionalRole: FunctionalRole;
  functionalRoleColor: string;
}

export interface RoleFlags {
  isAdmin: boolean;
  isDomainManager: boolean;
  isKioskManager: boolean;
  isResidentManager: boolean;
  isManager: boolean;
  isGenieManager: boolean;
  isKioskManager_Genie: boolean;
  isKioskManager_Abby: boolean;
  isResidentManager_Genie: boolean;
  isResidentManager_Abby: boolean;
  isSuperAdmin: boolean;
  /** The short list of users who see the Unupdated Abbys entry. */
  canSeeUnupdatedAbbys: boolean;
  isStatisticsUser: boolean;
  /** Reads the event logs and histories (AUDITOR_IDS, decision 0059), whatever the role. */
  isAuditor: boolean;
}

export interface KioskSummary {
  id: number;
  name: string;
  serialNumber: string;
  typeId: number;
  facility: { id: number; name: string; geographicalDescription: string } | null;
  domain: { id: number; name: string; organizationName: string } | null;
  /** Abby only: 1 Basic, 2 Advanced, 3 Unlimited. */
  subscriptionLevel: number | null;
}

export interface ResidentSummary {
  id: number;
  name: string;
  pictureBase64: string | null;
  kioskTypeId: number | null;
  kiosk: { id: number; name: string; serialNumber: string } | null;
  /** Messages to the resident their kiosk has not shown yet. */
  newMessages: number;
}

export interface LanguageOption {
  id: number;
  name: string;
  code: string;
}

export interface ComboOption {
  id: number;
  name: string;
  typeId: number;
}

export type ProfileResponse = ApiResponse<{ profile: Profile; flags: RoleFlags }>;
export type KioskLoginResponse = ApiResponse<{
  kiosks: KioskSummary[];
  isAbby: boolean;
  isGenie: boolean;
  languages: LanguageOption[];
}>;
export type ResidentLoginResponse = ApiResponse<{
  residents: ResidentSummary[];
  isAbby: boolean;
  isGenie: boolean;
  languages: LanguageOption[];
}>;
export type ComboOptionsResponse = ApiResponse<{ options: ComboOption[] }>;
export type ProfileEditResponse = ApiResponse<{ residents: ResidentSummary[]; kiosks: KioskSummary[] }>;

export interface ProfileUpdatePayload {
  id: string;
  email: string;
  name: string;
  nickname: string;
  languageId: number | null;
  picture: string | null;
  defaultResidentId: number | null;
}

export interface PasswordPayload {
  password: string;
  /** Required when changing one's own password (not for an admin's change of another's). */
  currentPassword?: string;
}

export type PictureResponse = ApiResponse<{ picture: string }>;

export type HealthState = 'up' | 'down' | 'disabled';
export interface HealthPart {
  part: 'database' | 'eventStore' | 'queue' | 'storage' | 'broker' | 'signIn';
  engine: string;
  state: HealthState;
  detail?: string;
}
export type HealthResponse = ApiResponse<{ status: 'ok' | 'degraded'; version: string; parts: HealthPart[] }>;

/** Socket.IO events the console listens to. */
/**
 * The read models the API keeps (its projections' tables); the console's queries name the ones
 * they read.
 */
export const READ_MODELS = [
  'users',
  'organizations',
  'domains',
  'facilities',
  'kiosks',
  'residents',
  'key_tags',
  'config_details',
  'genie_releases',
  'abby_activities',
  'abby_activity_releases',
  'abby_update_zips',
  'abby_override_kiosks',
  'kiosk_device_status',
  'media_items',
  'memory_albums',
  'memory_album_items',
  'kiosk_offline_alerts',
  'facility_alert_settings',
  'messages',
  'message_blobs',
  'message_threads',
  'rollouts',
  'rollout_kiosks',
  'kiosk_playlists',
  'kiosk_playlist_items',
  'abby_profiles',
  'abby_profile_details',
  'ambient_invitations',
  'expression_translations',
  'kiosk_emails',
  'kiosk_email_copies',
  'kiosk_email_blobs',
  'message_purges',
  'message_purge_details',
] as const;
export type ReadModelName = (typeof READ_MODELS)[number];
