/**
 * The API contract of kiosks, residents, key tags, the kiosk and resident dashboards and the
 * Genie button configurations (spec 02 §3, §7). Lists keep the spec's shapes; optional `page`,
 * `pageSize`, `search`, `sort` add `total`.
 */
import type { ApiResponse, LanguageOption } from '../api-types.js';
import type { NamedRef, UserRef } from '../hierarchy/hierarchy-api.js';

/** Phidget version of an Abby: 21, 22, or null for the v3 (Phidgetless). */
export type PhidgetVersion = 21 | 22 | null;

/** The four choices of the kiosk-type chooser, in the spec's order. */
export const KIOSK_KINDS = [
  { key: 'abby22', typeId: 1, phidgetVersion: 22 },
  { key: 'abby21', typeId: 1, phidgetVersion: 21 },
  { key: 'abby3', typeId: 1, phidgetVersion: null },
  { key: 'genie', typeId: 2, phidgetVersion: null },
] as const;
export type KioskKind = (typeof KIOSK_KINDS)[number]['key'];

export function kioskKindOf(typeId: number, phidgetVersion: PhidgetVersion): KioskKind {
  if (typeId === 2) return 'genie';
  return phidgetVersion === 22 ? 'abby22' : phidgetVersion === 21 ? 'abby21' : 'abby3';
}

export interface Kiosk {
  id: number;
  serialNumber: string;
  name: string;
  description: string | null;
  kioskTypeId: number;
  typeId: number;
  facilityId: number | null;
  phidgetConfigId: number | null;
  phidgetHubSerialNumber: number | null;
  phidgetVersion: PhidgetVersion;
  machineName: string | null;
  identifier: string | null;
  pictureUri: string | null;
  contactUserId: string | null;
  contactPhone: string | null;
  contactPosition: string | null;
  contactAvailability: string | null;
  /** Only super admins read these two. */
  teamviewerId: string | null;
  teamviewerPassword: string | null;
  languageId: number;
  updateLevel: number | null;
  isAutoUpdates: boolean;
  updateInstallDate: string | null;
  activityLevel: number | null;
  activityInstallDate: string | null;
  mediaSyncDate: string | null;
  subscriptionLevel: number | null;
  ambientInvitationIds: number[];
  facilityName: string | null;
  facilityLocation: string | null;
  domainName: string | null;
  organizationName: string | null;
  isActive: boolean;
  hasResidents: boolean;
  createDate: string;
  updateByUserId: string | null;
}

/** Add and update payload (spec 02 §7). */
export interface KioskPayload {
  id?: number;
  name: string;
  description: string | null;
  kioskTypeId: number;
  machineName?: string | null;
  serialNumber: string;
  facilityId: number | null;
  phidgetConfigId?: number | null;
  phidgetVersion?: PhidgetVersion;
  phidgetHubSerialNumber?: string | number | null;
  identifier?: string | null;
  teamviewerId?: string | null;
  teamviewerPassword?: string | null;
  contactUserId?: string | null;
  contactPhone?: string | null;
  contactPosition?: string | null;
  contactAvailability?: string | null;
  languageId: number | null;
  subscriptionLevel?: number | null;
  updateLevel?: number | null;
  activityLevel?: number | null;
  isAutoUpdates?: boolean | null;
  ambientInvitationIds?: number[];
  updateByUserId?: string | null;
}

export interface FacilityOption {
  id: number;
  name: string;
  code: string;
  geographicalDescription: string;
}

export interface DomainOption {
  id: number;
  name: string;
  organizationName: string;
  facilityIds: number[];
}

export interface AmbientInvitationOption {
  id: number;
  message: string;
  isDefault: boolean;
}

export interface ButtonConfig {
  id: number;
  name: string;
  description: string;
}

export interface UpdateLevels {
  genie: number[];
  abby21: number[];
  abby22: number[];
  abby3: number[];
}

export type KiosksManagerResponse = ApiResponse<{
  kiosks: Kiosk[];
  kioskTypes: NamedRef[];
  facilities: FacilityOption[];
  domains: DomainOption[];
  genieButtonConfigs: ButtonConfig[];
  updateLevels: UpdateLevels;
  activityLevels: number[];
  ambientInvitationSelectItems: AmbientInvitationOption[];
  languages: LanguageOption[];
  total?: number;
}>;
export type KiosksResponse = ApiResponse<{ kiosks: Kiosk[] }>;
export type KioskResponse = ApiResponse<{ kiosk: Kiosk }>;
export type KioskManagersResponse = ApiResponse<{ users: UserRef[] }>;

/** GET kioskdashboard/{id}/stats (admins). */
export type KioskStatsResponse = ApiResponse<{
  /**
   * What the device gateway last heard of the kiosk (decision 0037): online, offline, or null when
   * it never connected; since when.
   */
  presence: 'online' | 'offline' | null;
  presenceSince: string | null;
  /** The sync and levels the kiosk reported; the console's record while it has reported none. */
  mediaSyncDate: string | null;
  updateLevel: number | null;
  updateInstallDate: string | null;
  activityLevel: number | null;
  activityInstallDate: string | null;
  maxUpdateLevel: number;
  maxActivityLevel: number;
}>;
/** GET kioskdashboard/{id}/manager-stats. */
export type KioskManagerStatsResponse = ApiResponse<{ numNewKioskMessages: number }>;
export type ResidentSummariesResponse = ApiResponse<{
  residents: Array<{ id: number; newMessages: number }>;
}>;

/** "N update(s) behind" or "Up to date": how far a level is behind the highest one. */
export function levelsBehind(level: number | null, maxLevel: number): number {
  return Math.max(0, maxLevel - (level ?? 0));
}

/** A Genie button and a button action, as the kiosks' reference data lists them (spec 02 §3). */
export interface Button {
  id: number;
  description: string;
  isConfigurable: boolean;
}
export interface ButtonAction {
  id: number;
  description: string;
  isSystem: boolean;
}
