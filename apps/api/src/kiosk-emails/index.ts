export { KioskEmailsModule } from './kiosk-emails.module.js';
export { KioskEmailsReader } from './kiosk-emails.reader.js';
import { KioskEmailBlobRow, KioskEmailCopyRow, KioskEmailRow } from './kiosk-email.row.js';

export { KioskEmailBlobRow, KioskEmailCopyRow, KioskEmailRow };
export const KIOSK_EMAIL_ENTITIES = [KioskEmailRow, KioskEmailCopyRow, KioskEmailBlobRow];
