import type { ComponentType } from 'react';
import type { RouteName } from '../modules/navigation/utils/routes.constant';
import { AdminDashboardPage } from './AdminDashboardPage';
import { ButtonConfigsPage } from './ButtonConfigsPage';
import { DomainsPage } from './DomainsPage';
import { FacilitiesPage } from './FacilitiesPage';
import { KeyTagMapperPage } from './KeyTagMapperPage';
import { KioskDashboardPage } from './KioskDashboardPage';
import { KioskManagerPage } from './KioskManagerPage';
import { OrganizationsPage } from './OrganizationsPage';
import { ResidentDashboardPage } from './ResidentDashboardPage';
import { ResidentManagerPage } from './ResidentManagerPage';

/**
 * The screens built so far, by route name. A signed-in route missing here shows the
 * "Men At Work" notice. Feature slices register their page here.
 */
export const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  AdminDashboard: AdminDashboardPage,
  OrganizationManager: OrganizationsPage,
  DomainManager: DomainsPage,
  FacilityManager: FacilitiesPage,
  ResidentManager: ResidentManagerPage,
  ResidentDashboard: ResidentDashboardPage,
  KioskManager: KioskManagerPage,
  KioskDashboard: KioskDashboardPage,
  KioskKeyTagMapper: KeyTagMapperPage,
  ConfigManager: ButtonConfigsPage,
};
