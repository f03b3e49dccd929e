import type { audit as en } from '../en/audit.js';
import type { Translations } from '../translations.type.js';

export const audit: Translations<typeof en> = {
  'history.notFound': 'Rien n’était enregistré de cet élément à ce moment.',
};
