import type { SummaryKind } from '@ambient/core';
import type { RouteName } from '../../navigation';

/** The count tiles in the spec's order, each leading to its screen (spec 01 §2.11). */
export const SUMMARY_TILES: ReadonlyArray<{ kind: SummaryKind; route: RouteName }> = [
  { kind: 'organization', route: 'OrganizationManager' },
  { kind: 'domain', route: 'DomainManager' },
  { kind: 'facility', route: 'FacilityManager' },
  { kind: 'kiosk', route: 'KioskManager' },
  { kind: 'resident', route: 'ResidentManager' },
  { kind: 'user', route: 'AdminUserManager' },
];

/** The user tile's roles, in the spec's order, with the functional role each counts. */
export const USER_ROLE_ROWS = [
  { key: 'admin', field: 'adminCount', functionalRole: 'Admin' },
  { key: 'virtualVisitor', field: 'virtualVisitorCount', functionalRole: 'Guest' },
  { key: 'familyFacilitator', field: 'familyFacilitatorCount', functionalRole: 'ResidentManager' },
  { key: 'kioskManager', field: 'kioskManagerCount', functionalRole: 'KioskManager' },
  { key: 'domainManager', field: 'domainManagerCount', functionalRole: 'DomainManager' },
] as const;
