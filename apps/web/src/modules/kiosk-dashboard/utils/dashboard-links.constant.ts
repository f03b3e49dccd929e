import { KioskType } from '@ambient/core';
import type { RouteName } from '../../navigation';

/** The screens the kiosk dashboard leads to (spec 02 §2 Kiosk dashboard). */
export type DashboardLink = Extract<
  RouteName,
  | 'KioskMediaManager'
  | 'KioskPlaylistManager'
  | 'KioskEmailManager'
  | 'AbbyKioskProfileManager'
  | 'ResidentManager'
  | 'GenieKioskManagers'
  | 'GenieKioskResidentContacts'
  | 'AbbyKioskParticpants'
  | 'MessageManager'
>;

/** The Manage Kiosk panel's screens, by kiosk type (spec 02 §2 Kiosk dashboard). */
export function manageKioskLinks(typeId: number): DashboardLink[] {
  return typeId === KioskType.Genie
    ? ['KioskMediaManager', 'KioskPlaylistManager', 'KioskEmailManager']
    : ['AbbyKioskProfileManager'];
}

/** The Residents and Contacts panel's screens, by kiosk type. */
export function residentsAndContactsLinks(typeId: number): DashboardLink[] {
  return typeId === KioskType.Genie
    ? ['ResidentManager', 'GenieKioskManagers', 'GenieKioskResidentContacts']
    : ['ResidentManager', 'AbbyKioskParticpants'];
}

/** The Message Center: Genie kiosks that host residents. */
export function showsMessageCenter(typeId: number, residentCount: number): boolean {
  return typeId === KioskType.Genie && residentCount > 0;
}
