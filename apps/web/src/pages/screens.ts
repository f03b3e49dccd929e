import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../modules/navigation';

type Screen = LazyExoticComponent<ComponentType>;
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/**
 * The screens built so far, by route name, each loaded when first opened (its own chunk), so
 * sign-in and Home carry none of them. A signed-in route missing here shows the "Men At Work"
 * notice. Feature slices register their page here.
 */
export const SCREENS: Partial<Record<RouteName, Screen>> = {
  AdminDashboard: page(() => import('./AdminDashboardPage'), 'AdminDashboardPage'),
  OrganizationManager: page(() => import('./OrganizationsPage'), 'OrganizationsPage'),
  DomainManager: page(() => import('./DomainsPage'), 'DomainsPage'),
  FacilityManager: page(() => import('./FacilitiesPage'), 'FacilitiesPage'),
  ResidentManager: page(() => import('./ResidentManagerPage'), 'ResidentManagerPage'),
  ResidentDashboard: page(() => import('./ResidentDashboardPage'), 'ResidentDashboardPage'),
  ResidentMetrics: page(() => import('./ResidentMetricsPage'), 'ResidentMetricsPage'),
  KioskManager: page(() => import('./KioskManagerPage'), 'KioskManagerPage'),
  KioskDashboard: page(() => import('./KioskDashboardPage'), 'KioskDashboardPage'),
  KioskKeyTagMapper: page(() => import('./KeyTagMapperPage'), 'KeyTagMapperPage'),
  ConfigManager: page(() => import('./ButtonConfigsPage'), 'ButtonConfigsPage'),
  AdminUserManager: page(() => import('./PeoplePages'), 'AdminUserManagerPage'),
  AbbyKioskParticpants: page(() => import('./PeoplePages'), 'AbbyKioskParticipantsPage'),
  AbbyResidentFacilitators: page(() => import('./PeoplePages'), 'AbbyResidentFacilitatorsPage'),
  GenieKioskManagers: page(() => import('./PeoplePages'), 'GenieKioskManagersPage'),
  GenieKioskResidentContacts: page(() => import('./PeoplePages'), 'GenieKioskResidentContactsPage'),
  GenieResidentContacts: page(() => import('./PeoplePages'), 'GenieResidentContactsPage'),
  UpdateOverrideAbbys: page(() => import('./AbbyUpdatesPages'), 'OverrideKiosksPage'),
  UnupdatedAbbys: page(() => import('./AbbyUpdatesPages'), 'UnupdatedAbbysPage'),
  AbbyUpdateZipManager: page(() => import('./AbbyUpdatesPages'), 'UpdateZipsPage'),
  AbbyActivityManager: page(() => import('./AbbyUpdatesPages'), 'ActivitiesPage'),
  Fleet: page(() => import('./FleetPage'), 'FleetPage'),
  Rollouts: page(() => import('./RolloutsPage'), 'RolloutsPage'),
  PublicMediaManager: page(() => import('./MediaPages'), 'PublicMediaPage'),
  GenieManualManager: page(() => import('./MediaPages'), 'ManualsPage'),
  GeniePromotionalMediaManager: page(() => import('./MediaPages'), 'PromotionalMediaPage'),
  ResidentMediaManager: page(() => import('./MediaPages'), 'ResidentMediaPage'),
  KioskMediaManager: page(() => import('./MediaPages'), 'KioskMediaPage'),
  AbbySharedLibraryManager: page(() => import('./MediaPages'), 'AbbySharedLibraryPage'),
  ResidentPlaylistManager: page(() => import('./AlbumsPage'), 'AlbumsPage'),
  KioskPlaylistManager: page(() => import('./CommunityPlaylistsPage'), 'CommunityPlaylistsPage'),
  AbbyResidentProfileManager: page(() => import('./AbbyProfilesPage'), 'AbbyResidentProfilesPage'),
  AbbyKioskProfileManager: page(() => import('./AbbyProfilesPage'), 'AbbyKioskProfilesPage'),
  MessageManager: page(() => import('./MessagesPage'), 'MessagesPage'),
  KioskEmailManager: page(() => import('./KioskEmailsPage'), 'KioskEmailsPage'),
  AbbyAmbientInvitationManager: page(() => import('./AmbientInvitationsPage'), 'AmbientInvitationsPage'),
  MessagePurges: page(() => import('./MessagePurgesPage'), 'MessagePurgesPage'),
  AbbyExpressionManager: page(() => import('./ExpressionsPage'), 'ExpressionsPage'),
  UserEvents: page(() => import('./EventLogsPages'), 'UserEventsPage'),
  ResidentEvents: page(() => import('./EventLogsPages'), 'ResidentEventsPage'),
  KioskEvents: page(() => import('./EventLogsPages'), 'KioskEventsPage'),
  PlaylistEvents: page(() => import('./EventLogsPages'), 'PlaylistEventsPage'),
  History: page(() => import('./HistoryPage'), 'HistoryPage'),
  WhoCouldSee: page(() => import('./HistoryPage'), 'WhoCouldSeePage'),
};
