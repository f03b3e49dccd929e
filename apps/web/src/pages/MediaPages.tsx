import { AbbyLibraryScreen, MediaScreen } from '../modules/media';

/*
 * The five Genie media managers share one screen (spec 03 §2.1). Who may open each is the route
 * table's: the shared libraries admins only; the resident and kiosk libraries whoever signs in,
 * the server answering for the libraries each one reaches.
 */

/** Genie Public Media (/publicMediaManager). */
export const PublicMediaPage = () => <MediaScreen route="PublicMediaManager" />;

/** Manuals (/genieManualManager), from the admin dashboard's Genie menu. */
export const ManualsPage = () => <MediaScreen route="GenieManualManager" />;

/** Promotional Media (/geniePromotionalMediaManager), from the admin dashboard's Genie menu. */
export const PromotionalMediaPage = () => <MediaScreen route="GeniePromotionalMediaManager" />;

/** Genie Libraries (/residentMediaManager): a resident's library. */
export const ResidentMediaPage = () => <MediaScreen route="ResidentMediaManager" />;

/** Kiosk Libraries (/kioskMediaManager): a kiosk's library. */
export const KioskMediaPage = () => <MediaScreen route="KioskMediaManager" />;

/** Abby Shared Library (/abbySharedLibraryManager), admins only. */
export const AbbySharedLibraryPage = () => <AbbyLibraryScreen />;
