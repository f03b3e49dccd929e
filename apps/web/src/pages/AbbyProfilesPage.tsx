import { AbbyProfilesScreen } from '../modules/abby-profiles';

/** Resident Playlists on an Abby (/abbyResidentProfileManager): a resident's profiles. */
export const AbbyResidentProfilesPage = () => <AbbyProfilesScreen kind="resident" />;

/** Community Playlists on an Abby (/abbyKioskProfileManager): a kiosk's profiles. */
export const AbbyKioskProfilesPage = () => <AbbyProfilesScreen kind="kiosk" />;
