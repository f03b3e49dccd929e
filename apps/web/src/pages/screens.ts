import { createElement, use, type ComponentType } from 'react';
import type { Namespace } from '../i18n/en';
import { loadNamespaces, SERVER_MESSAGES } from '../i18n/i18n';
import { ROUTE_PATHS, type RouteName } from '../modules/navigation';

/** A screen loaded on first visit, which can also be fetched ahead of its first render. */
type Screen = ComponentType & { preload: () => void };

/**
 * A screen's chunk and its texts, fetched side by side when it first opens: the namespaces named
 * here are every one its components ask for besides the frame's (loaded at start): one asked for
 * later would suspend the screen, which its Suspense boundary then hides behind "One moment",
 * open dialogs included, until it arrives. `apps/web/test/screen-namespaces.unit.spec.ts` follows
 * each screen's code to hold the lists to it.
 *
 * Unlike `React.lazy`, a screen already fetched renders at once instead of suspending for a
 * moment: React holds back the content of a boundary that has just shown its fallback for
 * 300 ms, which a reload of a screen fetched ahead of its first render would pay for nothing.
 */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  namespaces: readonly Namespace[],
): Screen => {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), loadNamespaces([...namespaces, SERVER_MESSAGES])]).then(
      ([module]) => (loaded = module[name]),
      (error: unknown) => {
        // A failed fetch is tried again on the next visit.
        loading = undefined;
        throw error;
      },
    ));
  const LoadedScreen = () => createElement(loaded ?? use(start()));
  return Object.assign(LoadedScreen, { preload: () => void start().catch(() => undefined) });
};

/**
 * The screens built so far, by route name, each loaded when first opened (its own chunk), so
 * sign-in and Home carry none of them, nor their texts (decision 0114). A signed-in route
 * missing here shows the "Men At Work" notice. Feature slices register their page here.
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {
  AdminDashboard: page(() => import('./AdminDashboardPage'), 'AdminDashboardPage', [
    'adminDashboard',
    'fleet',
    'rollouts',
  ]),
  OrganizationManager: page(() => import('./OrganizationsPage'), 'OrganizationsPage', ['organizations']),
  DomainManager: page(() => import('./DomainsPage'), 'DomainsPage', ['domains']),
  FacilityManager: page(() => import('./FacilitiesPage'), 'FacilitiesPage', [
    'facilities',
    'residentMetrics',
  ]),
  ResidentManager: page(() => import('./ResidentManagerPage'), 'ResidentManagerPage', [
    'residents',
    'history',
  ]),
  ResidentDashboard: page(() => import('./ResidentDashboardPage'), 'ResidentDashboardPage', [
    'residentDashboard',
    'residents',
    'messages',
  ]),
  ResidentMetrics: page(() => import('./ResidentMetricsPage'), 'ResidentMetricsPage', ['residentMetrics']),
  KioskManager: page(() => import('./KioskManagerPage'), 'KioskManagerPage', ['kiosks', 'history']),
  KioskDashboard: page(() => import('./KioskDashboardPage'), 'KioskDashboardPage', [
    'kioskDashboard',
    'kiosks',
    'residentMetrics',
  ]),
  KioskKeyTagMapper: page(() => import('./KeyTagMapperPage'), 'KeyTagMapperPage', ['keyTags']),
  ConfigManager: page(() => import('./ButtonConfigsPage'), 'ButtonConfigsPage', ['buttonConfigs']),
  AdminUserManager: page(() => import('./PeoplePages'), 'AdminUserManagerPage', ['people']),
  AbbyKioskParticpants: page(() => import('./PeoplePages'), 'AbbyKioskParticipantsPage', ['people']),
  AbbyResidentFacilitators: page(() => import('./PeoplePages'), 'AbbyResidentFacilitatorsPage', ['people']),
  GenieKioskManagers: page(() => import('./PeoplePages'), 'GenieKioskManagersPage', ['people']),
  GenieKioskResidentContacts: page(() => import('./PeoplePages'), 'GenieKioskResidentContactsPage', [
    'people',
  ]),
  GenieResidentContacts: page(() => import('./PeoplePages'), 'GenieResidentContactsPage', ['people']),
  UpdateOverrideAbbys: page(() => import('./AbbyUpdatesPages'), 'OverrideKiosksPage', [
    'abbyUpdates',
    'rollouts',
  ]),
  UnupdatedAbbys: page(() => import('./AbbyUpdatesPages'), 'UnupdatedAbbysPage', ['abbyUpdates', 'rollouts']),
  AbbyUpdateZipManager: page(() => import('./AbbyUpdatesPages'), 'UpdateZipsPage', [
    'abbyUpdates',
    'rollouts',
  ]),
  AbbyActivityManager: page(() => import('./AbbyUpdatesPages'), 'ActivitiesPage', [
    'abbyUpdates',
    'rollouts',
  ]),
  Fleet: page(() => import('./FleetPage'), 'FleetPage', ['fleet', 'rollouts']),
  Rollouts: page(() => import('./RolloutsPage'), 'RolloutsPage', ['rollouts']),
  PublicMediaManager: page(() => import('./MediaPages'), 'PublicMediaPage', ['media']),
  GenieManualManager: page(() => import('./MediaPages'), 'ManualsPage', ['media']),
  GeniePromotionalMediaManager: page(() => import('./MediaPages'), 'PromotionalMediaPage', ['media']),
  ResidentMediaManager: page(() => import('./MediaPages'), 'ResidentMediaPage', ['media']),
  KioskMediaManager: page(() => import('./MediaPages'), 'KioskMediaPage', ['media']),
  AbbySharedLibraryManager: page(() => import('./MediaPages'), 'AbbySharedLibraryPage', ['media']),
  ResidentPlaylistManager: page(() => import('./AlbumsPage'), 'AlbumsPage', ['albums', 'media']),
  KioskPlaylistManager: page(() => import('./CommunityPlaylistsPage'), 'CommunityPlaylistsPage', [
    'communityPlaylists',
    'media',
  ]),
  AbbyResidentProfileManager: page(() => import('./AbbyProfilesPage'), 'AbbyResidentProfilesPage', [
    'abbyProfiles',
    'media',
  ]),
  AbbyKioskProfileManager: page(() => import('./AbbyProfilesPage'), 'AbbyKioskProfilesPage', [
    'abbyProfiles',
    'media',
  ]),
  MessageManager: page(() => import('./MessagesPage'), 'MessagesPage', ['messages']),
  KioskEmailManager: page(() => import('./KioskEmailsPage'), 'KioskEmailsPage', ['kioskEmails', 'media']),
  AbbyAmbientInvitationManager: page(() => import('./AmbientInvitationsPage'), 'AmbientInvitationsPage', [
    'invitations',
  ]),
  MessagePurges: page(() => import('./MessagePurgesPage'), 'MessagePurgesPage', ['messagePurges']),
  AbbyExpressionManager: page(() => import('./ExpressionsPage'), 'ExpressionsPage', ['expressions']),
  UserEvents: page(() => import('./EventLogsPages'), 'UserEventsPage', ['eventLogs', 'history']),
  ResidentEvents: page(() => import('./EventLogsPages'), 'ResidentEventsPage', ['eventLogs', 'history']),
  KioskEvents: page(() => import('./EventLogsPages'), 'KioskEventsPage', ['eventLogs', 'history']),
  PlaylistEvents: page(() => import('./EventLogsPages'), 'PlaylistEventsPage', ['eventLogs', 'history']),
  History: page(() => import('./HistoryPage'), 'HistoryPage', ['history', 'eventLogs']),
  WhoCouldSee: page(() => import('./HistoryPage'), 'WhoCouldSeePage', ['history', 'eventLogs']),
};

/**
 * Starts fetching the screen of the address the page was opened at, while the configuration and
 * the session are still being read, instead of after them (a reload of the kiosk dashboard
 * shows its frame one round trip sooner: decision 0114).
 */
export function preloadScreenAt(pathname: string): void {
  const name = (Object.keys(SCREENS) as RouteName[]).find((route) => ROUTE_PATHS[route] === pathname);
  if (name) SCREENS[name]?.preload();
}
