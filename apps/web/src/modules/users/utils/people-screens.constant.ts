import { FunctionalRole, type UserManagerContext } from '@ambient/core';
import type { RouteName } from '../../navigation';

/** The screens of the user manager, by route (spec 02 §2 User manager). */
export type PeopleRoute = Extract<
  RouteName,
  | 'AdminUserManager'
  | 'AbbyKioskParticpants'
  | 'AbbyResidentFacilitators'
  | 'GenieKioskManagers'
  | 'GenieKioskResidentContacts'
  | 'GenieResidentContacts'
>;

export interface PeopleScreenKind {
  route: PeopleRoute;
  context: UserManagerContext;
  /** What the screen is about: everyone, the active kiosk, or the active resident. */
  about: 'everyone' | 'kiosk' | 'resident';
  /** The New button's label key, or null when the screen adds nobody. */
  newLabel: 'newUser' | 'newContact' | 'newFacilitator' | 'newManager' | null;
  /** The roles the role field may switch between on this screen (empty: no role field). */
  roleChoices: readonly FunctionalRole[];
}

const { ResidentManager, Guest } = FunctionalRole;

export const PEOPLE_SCREENS: Readonly<Record<PeopleRoute, PeopleScreenKind>> = {
  AdminUserManager: {
    route: 'AdminUserManager',
    context: 'admin',
    about: 'everyone',
    newLabel: 'newUser',
    roleChoices: [],
  },
  // Delete allowed; create and edit hidden (spec 02 §2).
  AbbyKioskParticpants: {
    route: 'AbbyKioskParticpants',
    context: 'abby-kiosk-participants',
    about: 'kiosk',
    newLabel: null,
    roleChoices: [],
  },
  AbbyResidentFacilitators: {
    route: 'AbbyResidentFacilitators',
    context: 'abby-resident-facilitators',
    about: 'resident',
    newLabel: 'newFacilitator',
    roleChoices: [],
  },
  GenieKioskManagers: {
    route: 'GenieKioskManagers',
    context: 'genie-kiosk-managers',
    about: 'kiosk',
    newLabel: 'newManager',
    roleChoices: [],
  },
  GenieKioskResidentContacts: {
    route: 'GenieKioskResidentContacts',
    context: 'genie-kiosk-resident-contacts',
    about: 'kiosk',
    newLabel: null,
    roleChoices: [ResidentManager, Guest],
  },
  GenieResidentContacts: {
    route: 'GenieResidentContacts',
    context: 'genie-resident-contacts',
    about: 'resident',
    newLabel: 'newContact',
    roleChoices: [ResidentManager, Guest],
  },
};
