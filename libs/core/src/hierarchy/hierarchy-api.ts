/**
 * The API contract of organizations, domains, facilities and the admin dashboard (spec 01 §3,
 * §7). List endpoints keep the spec's shapes; `page`, `pageSize`, `search` and `sort` query
 * parameters are optional, and when given the answer also carries `total`.
 */
import type { ApiResponse, KioskSummary } from '../api-types.js';

export interface NamedRef {
  id: number;
  name: string;
}

export interface UserRef {
  id: string;
  name: string;
}

export interface Organization {
  id: number;
  name: string;
  /** The organization's domains (deleted with it). */
  domains: NamedRef[];
  /** ISO 8601. */
  createDate: string;
}

export interface Domain {
  id: number;
  name: string;
  description: string;
  organizationId: number;
  organizationName: string;
  facilityIds: number[];
  /** Facility names joined by commas. */
  assignedFacilities: string;
  /** The domain managers. */
  users: UserRef[];
  genieCount: number;
  abbyCount: number;
  kioskCount: number;
  createDate: string;
}

export interface Facility {
  id: number;
  name: string;
  code: string;
  street: string;
  city: string;
  provStateId: number | null;
  /** Province or state code, e.g. "QC". */
  provState: string | null;
  countryId: number | null;
  domainId: number | null;
  domainName: string | null;
  /** "City, PR", shown in parentheses after the name. */
  geographicalDescription: string;
  createDate: string;
}

export interface ProvStateOption {
  id: number;
  code: string;
  description: string;
  countryId: number;
}

export interface CountryOption {
  id: number;
  description: string;
}

export interface ListPage {
  /** Total rows matching the search, when paging parameters were given. */
  total?: number;
}

export type OrganizationsResponse = ApiResponse<{ organizations: Organization[] } & ListPage>;
export type OrganizationResponse = ApiResponse<{ organization: Organization }>;
export interface OrganizationPayload {
  id?: number;
  name: string;
  createDate?: string;
}

export type DomainsManagerResponse = ApiResponse<
  { domains: Domain[]; organizations: Organization[]; facilities: Facility[] } & ListPage
>;
export type DomainsResponse = ApiResponse<{ domains: Domain[] }>;
export type DomainResponse = ApiResponse<{ domain: Domain }>;
export interface DomainPayload {
  id?: number;
  name: string;
  description: string;
  organizationId: number;
  facilityIds: number[];
  createDate?: string;
}
export type DomainManagersResponse = ApiResponse<{ users: UserRef[] }>;

export type FacilitiesResponse = ApiResponse<{ facilities: Facility[] } & ListPage>;
export type FacilitiesManagerResponse = ApiResponse<
  {
    facilities: Facility[];
    domains: Domain[];
    provStates: ProvStateOption[];
    countries: CountryOption[];
  } & ListPage
>;
export type FacilityItemsResponse = ApiResponse<{ items: Facility[] }>;
export type FacilityResponse = ApiResponse<{ facility: Facility }>;
export interface FacilityPayload {
  id?: number;
  name: string;
  /** 0 or below is sent as null (no domain). */
  domainId: number | null;
  street: string;
  city: string;
  provStateId: number | null;
  countryId: number | null;
}
/** POST facilities with a filter body lists instead of adding. */
export interface FacilityFilterPayload {
  filter: {
    search?: string;
    domainId?: number | null;
    organizationId?: number | null;
    countryId?: number | null;
  };
}
export type FacilityKiosksResponse = ApiResponse<{ kiosks: KioskSummary[] }>;

/**
 * Answer of a delete pre-check: `{ allowed: true }`; a blocked delete is refused like the delete
 * itself (HTTP 422, errorSeverity 0, the reason as errorMessage).
 */
export type DeleteCheckResponse = ApiResponse<{ allowed: boolean }>;

export type CountSummaryResponse = ApiResponse<{ count: number }>;
export type KioskTypeSummaryResponse = ApiResponse<{ genieCount: number; abbyCount: number }>;
export type UserSummaryResponse = ApiResponse<{
  adminCount: number;
  domainManagerCount: number;
  kioskManagerCount: number;
  familyFacilitatorCount: number;
  virtualVisitorCount: number;
}>;
export type BuildVersionResponse = ApiResponse<{ version: string }>;
export type ReleaseResponse = ApiResponse<{ nextUpdate: number }>;

/** The admin dashboard's summaries, in the order they load. */
export const SUMMARY_KINDS = ['organization', 'domain', 'facility', 'kiosk', 'resident', 'user'] as const;
export type SummaryKind = (typeof SUMMARY_KINDS)[number];

/** The workbook's file name: the fixed prefix `AAT_` plus the ISO date (spec 02 §7). */
export const WORKBOOK_PREFIX = 'AAT_';
export const workbookFileName = (isoDate: string): string => `${WORKBOOK_PREFIX}${isoDate}.xlsx`;
