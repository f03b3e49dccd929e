/**
 * The route table of spec 01 §2.1: every named route and its history-style path. Home,
 * the sign-in callback and the authorize redirect need no session; every other named route
 * is a child of `/` that needs one.
 */
export const ROUTE_PATHS = {
  Home: '/',
  Logout: '/logout',
  OrganizationManager: '/organizationManager',
  DomainManager: '/domainManager',
  FacilityManager: '/facilityManager',
  PublicMediaManager: '/publicMediaManager',
  ResidentMediaManager: '/residentMediaManager',
  KioskMediaManager: '/kioskMediaManager',
  AbbySharedLibraryManager: '/abbySharedLibraryManager',
  ResidentDashboard: '/residentDashboard',
  ResidentMetrics: '/residentMetrics',
  KioskDashboard: '/kioskDashboard',
  AdminDashboard: '/adminDashboard',
  ResidentManager: '/residentManager',
  ResidentPlaylistManager: '/residentPlaylistManager',
  KioskPlaylistManager: '/kioskPlaylistManager',
  AbbyResidentProfileManager: '/abbyResidentProfileManager',
  AbbyKioskProfileManager: '/abbyKioskProfileManager',
  AbbyAmbientInvitationManager: '/abbyAmbientInvitationManager',
  AbbyExpressionManager: '/AbbyExpressionManager',
  MessageManager: '/messageManager',
  KioskEmailManager: '/kioskEmailManager',
  AdminUserManager: '/adminUserManager',
  AbbyKioskParticpants: '/abbyKioskParticpants',
  AbbyResidentFacilitators: '/abbyResidentFacilitators',
  GenieKioskManagers: '/genieKioskManagers',
  GenieKioskResidentContacts: '/genieKioskResidentContacts',
  GenieResidentContacts: '/genieResidentContacts',
  ConfigManager: '/configManager',
  KioskManager: '/kioskManager',
  AbbyActivityManager: '/abbyActivityManager',
  GenieManualManager: '/genieManualManager',
  GeniePromotionalMediaManager: '/geniePromotionalMediaManager',
  UnupdatedAbbys: '/unupdatedAbbys',
  UpdateOverrideAbbys: '/updateOverrideAbbys',
  MessagePurges: '/messagePurges',
  UserEvents: '/userEvents',
  ResidentEvents: '/residentEvents',
  KioskEvents: '/kioskEvents',
  PlaylistEvents: '/playlistEvents',
  AbbyUpdateZipManager: '/abbyUpdateZipManager',
  KioskKeyTagMapper: '/kioskKeyTagMapper',
  /** Beyond the spec: the live fleet (decision 0037). */
  Fleet: '/fleet',
  /** Beyond the spec: phased rollouts, reached from the Fleet screen (decision 0052). */
  Rollouts: '/rollouts',
  /** Beyond the spec: a subject's history, for admins and auditors (decision 0067). */
  History: '/history',
  /** Beyond the spec: who could see a resident at a moment (decision 0069). */
  WhoCouldSee: '/whoCouldSee',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

/** Paths outside the route table that need no session. */
export const CALLBACK_PATH = '/callback';
export const AUTHORIZE_PATH = '/authorize';
/** Where the email asking an account's owner to accept a link leads (decision 0022). */
export const ACCEPT_LINK_PATH = '/acceptLink';
/** Where an invitation or change-password email leads: choose a password (decision 0027). */
export const SET_PASSWORD_PATH = '/setPassword';

/** Paths that always pass the route guard (spec 01 §2.2). */
export const PUBLIC_PATHS: readonly string[] = [
  ROUTE_PATHS.Home,
  CALLBACK_PATH,
  AUTHORIZE_PATH,
  ACCEPT_LINK_PATH,
  SET_PASSWORD_PATH,
];

export const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

/** The named routes that need a session: all but Home and Logout. */
export const PROTECTED_ROUTE_NAMES: readonly RouteName[] = ROUTE_NAMES.filter(
  (name) => name !== 'Home' && name !== 'Logout',
);

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTE_PATHS, value);
}

/** The named route a path belongs to (case-insensitive like the router), or null. */
export function routeNameOfPath(pathname: string): RouteName | null {
  const normalized = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return ROUTE_NAMES.find((name) => ROUTE_PATHS[name].toLowerCase() === normalized) ?? null;
}
