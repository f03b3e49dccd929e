import { KioskType, type RoleFlags } from '@ambient/core';
import type { RouteName } from '../../../utils/routes.constant';

export type RouteRule = (flags: RoleFlags) => boolean;

export interface RouteAccess {
  /** Who may open the screen: the guard sends anyone else Home, Home tiles and links hide it. */
  open: RouteRule;
  /**
   * Set for the drawer's entries, which list the screens of one's own work: who sees the entry
   * (never more than `open`). A screen reached from a dashboard (a resident's albums) can be
   * opened by more people than the drawer lists it for.
   */
  menu?: RouteRule;
  /** Set when two entries share a label and differ by kiosk product. */
  kioskType?: KioskType;
}

const admin: RouteRule = (flags) => flags.isAdmin;
const signedIn: RouteRule = () => true;
/** Admins, and the auditors of the settings' list (decision 0059): they read the logs and histories. */
const reader: RouteRule = (flags) => flags.isAdmin || flags.isAuditor;
/** An auditor who is no admin has no admin dashboard: the logs are in their drawer. */
const auditorOnly: RouteRule = (flags) => flags.isAuditor && !flags.isAdmin;
const adminOr =
  (rule: RouteRule): RouteRule =>
  (flags) =>
    flags.isAdmin || rule(flags);

/**
 * Who may open each screen (spec 01 §2.2, §2.5, §6), declared once: the route guard, the
 * drawer and the Home tiles read this table. Routes absent here need a session only. The
 * drawer's entries are in the spec's order; Sign Out is rendered after them.
 */
export const ROUTE_ACCESS: Readonly<Partial<Record<RouteName, RouteAccess>>> = {
  Home: { open: signedIn, menu: signedIn },
  OrganizationManager: { open: admin, menu: admin },
  DomainManager: { open: admin, menu: admin },
  FacilityManager: { open: admin, menu: admin },
  KioskManager: { open: admin, menu: admin },
  // Beyond the spec (decision 0037): the live fleet, beside the kiosks it reports on.
  Fleet: { open: admin, menu: admin },
  KioskMediaManager: { open: signedIn, menu: adminOr((f) => f.isKioskManager_Genie) },
  KioskPlaylistManager: {
    open: signedIn,
    menu: adminOr((f) => f.isKioskManager_Genie),
    kioskType: KioskType.Genie,
  },
  AbbyKioskProfileManager: {
    open: signedIn,
    menu: adminOr((f) => f.isKioskManager_Abby),
    kioskType: KioskType.Abby,
  },
  ResidentManager: { open: adminOr((f) => f.isManager), menu: adminOr((f) => f.isManager) },
  ResidentMediaManager: { open: signedIn, menu: adminOr((f) => f.isResidentManager_Genie) },
  ResidentPlaylistManager: { open: signedIn, menu: adminOr((f) => f.isResidentManager_Genie) },
  AbbyResidentProfileManager: { open: signedIn, menu: adminOr((f) => f.isResidentManager_Abby) },
  AdminUserManager: { open: adminOr((f) => f.isManager), menu: adminOr((f) => f.isManager) },
  MessageManager: { open: signedIn, menu: adminOr((f) => f.isGenieManager) },
  PublicMediaManager: { open: admin, menu: admin },
  AbbySharedLibraryManager: { open: admin, menu: admin },
  // Tied to its short list, even for admins.
  UnupdatedAbbys: { open: (f) => f.canSeeUnupdatedAbbys, menu: (f) => f.canSeeUnupdatedAbbys },
  AdminDashboard: { open: admin },
  // Reached from the admin dashboard's menus (spec 01 §2.11), not from the drawer.
  ConfigManager: { open: admin },
  AbbyActivityManager: { open: admin },
  AbbyUpdateZipManager: { open: admin },
  GenieManualManager: { open: admin },
  GeniePromotionalMediaManager: { open: admin },
  UpdateOverrideAbbys: { open: admin },
  // Admins alone manage the ambient invitations (decision 0063).
  AbbyAmbientInvitationManager: { open: admin },
  // Admins alone translate the Abby expressions (decision 0064).
  AbbyExpressionManager: { open: admin },
  // Reached from the Fleet screen (decision 0052).
  Rollouts: { open: admin },
  // The event logs: on the admin dashboard's menu for admins, in the drawer for auditors.
  UserEvents: { open: reader, menu: auditorOnly },
  ResidentEvents: { open: reader, menu: auditorOnly },
  KioskEvents: { open: reader, menu: auditorOnly },
  PlaylistEvents: { open: reader, menu: auditorOnly },
  // The purges' record sits with the logs (decision 0070): admins from their dashboard, auditors in the drawer.
  MessagePurges: { open: reader, menu: auditorOnly },
  // Reached from the event logs and the managers' rows (decision 0067); auditors too.
  History: { open: reader },
  WhoCouldSee: { open: reader },
};

/** Whether the user may open a route (the guard's answer). */
export function canOpen(route: RouteName, flags: RoleFlags): boolean {
  return ROUTE_ACCESS[route]?.open(flags) ?? true;
}

export interface MenuEntry {
  route: RouteName;
  kioskType?: KioskType;
}

/** The drawer's entries a user sees. */
export function visibleMenuEntries(flags: RoleFlags): MenuEntry[] {
  return (Object.entries(ROUTE_ACCESS) as Array<[RouteName, RouteAccess]>)
    .filter(([, access]) => access.menu !== undefined && access.menu(flags) && access.open(flags))
    .map(([route, access]) => ({ route, ...(access.kioskType ? { kioskType: access.kioskType } : {}) }));
}
