import type { RoleFlags } from '@ambient/core';
import type { RouteName } from './routes.constant';

const admin = (flags: RoleFlags): boolean => flags.isAdmin;

/**
 * Routes narrowed beyond "signed in with a profile": the admin-only screens of spec 01 §6, and
 * Unupdated Abbys, which sends everyone off its short list back Home.
 */
export const ROUTE_ACCESS: Partial<Record<RouteName, (flags: RoleFlags) => boolean>> = {
  OrganizationManager: admin,
  DomainManager: admin,
  FacilityManager: admin,
  KioskManager: admin,
  PublicMediaManager: admin,
  AbbySharedLibraryManager: admin,
  AdminDashboard: admin,
  ConfigManager: admin,
  UnupdatedAbbys: (flags) => flags.canSeeUnupdatedAbbys,
};
