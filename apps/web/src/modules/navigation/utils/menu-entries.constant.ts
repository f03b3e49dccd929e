import { KioskType, type RoleFlags } from '@ambient/core';
import type { RouteName } from './routes.constant';

export interface MenuEntry {
  route: RouteName;
  /** Set when two entries share a label and differ by kiosk product. */
  kioskType?: KioskType;
  /** Who sees the entry besides admins, who see everything (spec 01 §2.5, §6). */
  visible: (flags: RoleFlags) => boolean;
}

const adminOnly = (): boolean => false;
const everyone = (): boolean => true;

/**
 * The drawer, in the spec's order. Sign Out is rendered after these. Organizations, domains,
 * facilities, kiosks, public media and the Abby shared library are admin screens.
 */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { route: 'Home', visible: everyone },
  { route: 'OrganizationManager', visible: adminOnly },
  { route: 'DomainManager', visible: adminOnly },
  { route: 'FacilityManager', visible: adminOnly },
  { route: 'KioskManager', visible: adminOnly },
  { route: 'KioskMediaManager', visible: (f) => f.isKioskManager_Genie },
  { route: 'KioskPlaylistManager', kioskType: KioskType.Genie, visible: (f) => f.isKioskManager_Genie },
  { route: 'AbbyKioskProfileManager', kioskType: KioskType.Abby, visible: (f) => f.isKioskManager_Abby },
  { route: 'ResidentManager', visible: (f) => f.isManager },
  { route: 'ResidentMediaManager', visible: (f) => f.isResidentManager_Genie },
  { route: 'ResidentPlaylistManager', visible: (f) => f.isResidentManager_Genie },
  { route: 'AbbyResidentProfileManager', visible: (f) => f.isResidentManager_Abby },
  { route: 'AdminUserManager', visible: (f) => f.isManager },
  { route: 'MessageManager', visible: (f) => f.isGenieManager },
  { route: 'PublicMediaManager', visible: adminOnly },
  { route: 'AbbySharedLibraryManager', visible: adminOnly },
  { route: 'UnupdatedAbbys', visible: (f) => f.canSeeUnupdatedAbbys },
];

/** The entries a user sees. Unupdated Abbys stays tied to its short list, even for admins. */
export function visibleMenuEntries(flags: RoleFlags): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => {
    if (entry.route === 'UnupdatedAbbys') return flags.canSeeUnupdatedAbbys;
    return flags.isAdmin || entry.visible(flags);
  });
}
