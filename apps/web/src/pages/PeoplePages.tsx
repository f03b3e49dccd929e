import { PeopleScreen } from '../modules/users';

/** The user manager's six screens (spec 02 §2 User manager), one page per route. */
export const AdminUserManagerPage = () => <PeopleScreen route="AdminUserManager" />;
export const AbbyKioskParticipantsPage = () => <PeopleScreen route="AbbyKioskParticpants" />;
export const AbbyResidentFacilitatorsPage = () => <PeopleScreen route="AbbyResidentFacilitators" />;
export const GenieKioskManagersPage = () => <PeopleScreen route="GenieKioskManagers" />;
export const GenieKioskResidentContactsPage = () => <PeopleScreen route="GenieKioskResidentContacts" />;
export const GenieResidentContactsPage = () => <PeopleScreen route="GenieResidentContacts" />;
