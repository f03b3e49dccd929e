/**
 * Each functional role in words, in English and French: the console's toolbar and tables, and the
 * workbooks. A file of its own, so the console's first texts take these words without the history's.
 */
import type { FunctionalRole } from './roles.js';

export const FUNCTIONAL_ROLE_WORDS: Readonly<Record<'en' | 'fr', Readonly<Record<FunctionalRole, string>>>> =
  {
    en: {
      Admin: 'Admin',
      DomainManager: 'Domain Manager',
      KioskManager: 'Kiosk Manager',
      ResidentManager: 'Family Facilitator',
      Guest: 'Virtual Visitor',
    },
    fr: {
      Admin: 'Administrateur',
      DomainManager: 'Gestionnaire de domaine',
      KioskManager: 'Gestionnaire de kiosque',
      ResidentManager: 'Facilitateur familial',
      Guest: 'Visiteur virtuel',
    },
  };
