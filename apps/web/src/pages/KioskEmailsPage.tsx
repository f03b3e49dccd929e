import { KioskEmailsScreen } from '../modules/kiosk-emails';

/** Kiosk Emails (/kioskEmailManager): the Geniegrams of a Genie. */
export const KioskEmailsPage = () => <KioskEmailsScreen />;
