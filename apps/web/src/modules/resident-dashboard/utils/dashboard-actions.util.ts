import { BaseRole, KioskType } from '@ambient/core';
import type { RouteName } from '../../navigation';

export type DashboardButtonKey =
  | 'messages'
  | 'sendMessage'
  | 'contacts'
  | 'memoryAlbums'
  | 'library'
  | 'metrics'
  | 'residentPlaylists'
  | 'facilitators';

export interface DashboardButton {
  key: DashboardButtonKey;
  route: RouteName;
}

/** Add contact (Genie, a virtual visitor) or Add family facilitator (Abby), or neither. */
export type AddContactKind = 'contact' | 'familyFacilitator';

export interface DashboardViewer {
  isAdmin: boolean;
  isResidentManager: boolean;
  /** How many residents a family facilitator looks after. */
  residentCount: number;
}

export interface DashboardActions {
  showBack: boolean;
  addContact: AddContactKind | null;
  buttons: DashboardButton[];
}

const GENIE_BUTTONS: ReadonlyArray<DashboardButton & { hidden?: (viewer: DashboardViewer) => boolean }> = [
  { key: 'messages', route: 'MessageManager' },
  { key: 'sendMessage', route: 'MessageManager', hidden: (viewer) => viewer.isAdmin },
  { key: 'contacts', route: 'GenieResidentContacts' },
  { key: 'memoryAlbums', route: 'ResidentPlaylistManager' },
  { key: 'library', route: 'ResidentMediaManager' },
  { key: 'metrics', route: 'ResidentMetrics' },
];

const ABBY_BUTTONS: ReadonlyArray<DashboardButton & { hidden?: (viewer: DashboardViewer) => boolean }> = [
  { key: 'residentPlaylists', route: 'AbbyResidentProfileManager' },
  { key: 'facilitators', route: 'AbbyResidentFacilitators', hidden: (viewer) => viewer.isResidentManager },
];

/**
 * What the resident dashboard offers (spec 02 §2 Resident dashboard, §6): Genie buttons
 * (Send Message hidden for admins), Abby buttons (Facilitators hidden for a resident manager),
 * Add contact (Genie) or Add family facilitator (Abby, not for a resident manager), and the
 * back button when the viewer has several residents or is not a resident manager.
 */
export function dashboardActions(kioskTypeId: number | null, viewer: DashboardViewer): DashboardActions {
  const isAbby = kioskTypeId === KioskType.Abby;
  const source = isAbby ? ABBY_BUTTONS : GENIE_BUTTONS;
  return {
    showBack: viewer.residentCount > 1 || !viewer.isResidentManager,
    addContact: isAbby ? (viewer.isResidentManager ? null : 'familyFacilitator') : 'contact',
    buttons: source.filter((b) => !b.hidden?.(viewer)).map(({ key, route }) => ({ key, route })),
  };
}

/** The hint to add a picture shows for a Genie resident who has none. */
export function showsPictureHint(kioskTypeId: number | null, picture: string | null | undefined): boolean {
  return kioskTypeId === KioskType.Genie && !picture;
}

/** In the resident dashboard an Abby kiosk gives a Manager, a Genie kiosk a Guest (spec 02 §6). */
export function contactRoleOf(kind: AddContactKind): BaseRole {
  return kind === 'familyFacilitator' ? BaseRole.Manager : BaseRole.Guest;
}
