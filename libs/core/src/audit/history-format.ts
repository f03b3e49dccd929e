/**
 * How a history reads (issue 14, point 3; decision 0067): the label of each field a subject's
 * state holds and its values in words, in English and French. The console's diff and the API's
 * workbook read the same words, so a change reads the same on the screen and in the file.
 */
import { formatTableDate, formatTime, type Locale } from '../format.js';
import { isErasedName } from '../privacy/personal-data.js';
import { FUNCTIONAL_ROLE_WORDS } from '../role-words.js';
import type { HistoryNames, HistoryReference } from './audit-api.js';

type Language = 'en' | 'fr';

/** The fields whose values are ids of something the answer names (`HistoryResponse.names`). */
export const HISTORY_REFERENCE_FIELDS: Readonly<Record<string, HistoryReference>> = {
  kioskId: 'kiosk',
  kioskIds: 'kiosk',
  facilityId: 'facility',
  facilityIds: 'facility',
  domainIds: 'domain',
  residentId: 'resident',
  residentIds: 'resident',
  defaultResidentId: 'resident',
  contactUserId: 'user',
};

const FIELD_LABELS: Record<Language, Readonly<Record<string, string>>> = {
  en: {
    status: 'Status',
    residentId: 'Resident',
    kioskId: 'Kiosk',
    userId: 'User',
    albumId: 'Album',
    playlistId: 'Playlist',
    firstName: 'First name',
    lastName: 'Last name',
    kioskTypeId: 'Kiosk type',
    typeId: 'Kiosk type',
    languageId: 'Language',
    bluetoothBeaconId: 'Bluetooth beacon',
    uwbTagId: 'UWB tag',
    gameDifficultyLevel: 'Game difficulty',
    gender: 'Gender',
    serialNumber: 'Serial number',
    name: 'Name',
    description: 'Description',
    facilityId: 'Facility',
    phidgetConfigId: 'Phidget configuration',
    phidgetVersion: 'Phidget version',
    phidgetHubSerialNumber: 'Phidget hub serial number',
    machineName: 'Machine name',
    identifier: 'Identifier',
    contactUserId: 'Contact',
    contactPhone: 'Contact phone',
    contactPosition: 'Contact position',
    contactAvailability: 'Contact availability',
    teamviewerId: 'TeamViewer ID',
    teamviewerPassword: 'TeamViewer password',
    subscriptionLevel: 'Subscription level',
    updateLevel: 'Update level',
    activityLevel: 'Activity level',
    isAutoUpdates: 'Automatic updates',
    ambientInvitationIds: 'Ambient invitations',
    email: 'Email',
    failedAttempts: 'Failed sign-in attempts',
    lockedUntil: 'Locked until',
    lockCount: 'Locks in a row',
    linkOffers: 'Link offers',
    emailVerified: 'Email verified',
    passwordLinks: 'Password links',
    nickname: 'Display name',
    picture: 'Picture',
    defaultResidentId: 'Default resident',
    role: 'Role',
    domainIds: 'Domains',
    facilityIds: 'Facilities',
    kioskIds: 'Kiosks',
    residentIds: 'Residents',
    isSlideShow: 'Slide show',
    isActive: 'Active',
    coverMediaItemId: 'Cover',
    items: 'Items',
    details: 'Media files',
    profileId: 'Playlist',
    deleted: 'Deleted',
  },
  fr: {
    status: 'Statut',
    residentId: 'Résident',
    kioskId: 'Kiosque',
    userId: 'Utilisateur',
    albumId: 'Album',
    playlistId: 'Liste de lecture',
    firstName: 'Prénom',
    lastName: 'Nom',
    kioskTypeId: 'Type de kiosque',
    typeId: 'Type de kiosque',
    languageId: 'Langue',
    bluetoothBeaconId: 'Balise Bluetooth',
    uwbTagId: 'Étiquette UWB',
    gameDifficultyLevel: 'Difficulté des jeux',
    gender: 'Genre',
    serialNumber: 'Numéro de série',
    name: 'Nom',
    description: 'Description',
    facilityId: 'Établissement',
    phidgetConfigId: 'Configuration Phidget',
    phidgetVersion: 'Version Phidget',
    phidgetHubSerialNumber: 'Numéro de série du concentrateur Phidget',
    machineName: 'Nom de la machine',
    identifier: 'Identifiant',
    contactUserId: 'Contact',
    contactPhone: 'Téléphone du contact',
    contactPosition: 'Poste du contact',
    contactAvailability: 'Disponibilité du contact',
    teamviewerId: 'ID TeamViewer',
    teamviewerPassword: 'Mot de passe TeamViewer',
    subscriptionLevel: 'Niveau d’abonnement',
    updateLevel: 'Niveau de mise à jour',
    activityLevel: 'Niveau d’activité',
    isAutoUpdates: 'Mises à jour automatiques',
    ambientInvitationIds: 'Invitations Ambient',
    email: 'Courriel',
    failedAttempts: 'Échecs de connexion',
    lockedUntil: 'Verrouillé jusqu’au',
    lockCount: 'Verrouillages consécutifs',
    linkOffers: 'Offres de lien',
    emailVerified: 'Courriel vérifié',
    passwordLinks: 'Liens de mot de passe',
    nickname: 'Nom affiché',
    picture: 'Photo',
    defaultResidentId: 'Résident par défaut',
    role: 'Rôle',
    domainIds: 'Domaines',
    facilityIds: 'Établissements',
    kioskIds: 'Kiosques',
    residentIds: 'Résidents',
    isSlideShow: 'Diaporama',
    isActive: 'Active',
    coverMediaItemId: 'Couverture',
    items: 'Éléments',
    details: 'Fichiers médias',
    profileId: 'Liste de lecture',
    deleted: 'Supprimé',
  },
};

interface HistoryWords {
  none: string;
  yes: string;
  no: string;
  erased: string;
  languages: Record<number, string>;
  kioskTypes: Record<number, string>;
  statuses: Record<string, string>;
  roles: Record<string, string>;
  sources: Record<'console' | 'device' | 'system', string>;
  functionalRoles: Readonly<Record<string, string>>;
  columns: Record<
    'date' | 'performedBy' | 'role' | 'source' | 'event' | 'field' | 'before' | 'after' | 'value',
    string
  >;
  sheets: Record<'history' | 'state', string>;
  count: (n: number) => string;
  unknown: (id: string) => string;
}

const WORDS: Record<Language, HistoryWords> = {
  en: {
    none: '—',
    yes: 'Yes',
    no: 'No',
    erased: 'Erased person',
    languages: { 1: 'English', 2: 'French' },
    kioskTypes: { 1: 'Abby', 2: 'Genie' },
    statuses: { absent: 'Absent', active: 'Active', locked: 'Locked', deleted: 'Deleted' },
    roles: { Admin: 'Admin', Manager: 'Manager', Guest: 'Guest' },
    sources: { console: 'Console', device: 'Device', system: 'System' },
    functionalRoles: FUNCTIONAL_ROLE_WORDS.en,
    columns: {
      date: 'Date (UTC)',
      performedBy: 'Performed by',
      role: 'Role',
      source: 'Source',
      event: 'Event',
      field: 'Field',
      before: 'Before',
      after: 'After',
      value: 'Value',
    },
    sheets: { history: 'Events', state: 'State' },
    count: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    unknown: (id: string) => `#${id}`,
  },
  fr: {
    none: '—',
    yes: 'Oui',
    no: 'Non',
    erased: 'Personne effacée',
    languages: { 1: 'Anglais', 2: 'Français' },
    kioskTypes: { 1: 'Abby', 2: 'Genie' },
    statuses: { absent: 'Absent', active: 'Actif', locked: 'Verrouillé', deleted: 'Supprimé' },
    roles: { Admin: 'Administrateur', Manager: 'Gestionnaire', Guest: 'Invité' },
    sources: { console: 'Console', device: 'Appareil', system: 'Système' },
    functionalRoles: FUNCTIONAL_ROLE_WORDS.fr,
    columns: {
      date: 'Date (UTC)',
      performedBy: 'Effectué par',
      role: 'Rôle',
      source: 'Source',
      event: 'Événement',
      field: 'Champ',
      before: 'Avant',
      after: 'Après',
      value: 'Valeur',
    },
    sheets: { history: 'Événements', state: 'État' },
    count: (n: number) => (n <= 1 ? `${n} élément` : `${n} éléments`),
    unknown: (id: string) => `nº ${id}`,
  },
};

const languageOf = (locale: Locale): Language => (locale.startsWith('fr') ? 'fr' : 'en');

/** A field's label in the reader's language; a field without one reads as its name spaced out. */
export function historyFieldLabel(field: string, locale: Locale): string {
  const known = FIELD_LABELS[languageOf(locale)][field];
  if (known) return known;
  const spaced = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Where an event came from, in words. */
export function historySourceLabel(source: 'console' | 'device' | 'system', locale: Locale): string {
  return WORDS[languageOf(locale)].sources[source];
}

/** A functional role (the performer's then) in words. */
export function historyRoleLabel(role: string | null, locale: Locale): string {
  const words = WORDS[languageOf(locale)];
  return role === null ? words.none : (words.functionalRoles[role] ?? role);
}

/** The words of a history's workbook: its sheets and their columns. */
export function historyWorkbookWords(locale: Locale): Pick<HistoryWords, 'columns' | 'sheets'> {
  const words = WORDS[languageOf(locale)];
  return { columns: words.columns, sheets: words.sheets };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A field's value in words: nothing as a dash, booleans as yes or no, ids as the names the answer
 * gives, languages and kiosk types by name, times in the reader's format, lists of records as
 * their count, and an erased person's name as the erased label.
 */
export function formatHistoryValue(
  field: string,
  value: unknown,
  names: HistoryNames,
  locale: Locale,
): string {
  const words = WORDS[languageOf(locale)];
  if (value === null || value === undefined || value === '') return words.none;
  const reference = HISTORY_REFERENCE_FIELDS[field];
  if (reference) {
    const nameOf = (id: unknown): string => {
      const name = names[reference]?.[String(id)];
      if (name === undefined) return words.unknown(String(id));
      return isErasedName(name) ? words.erased : name;
    };
    if (Array.isArray(value)) return value.length === 0 ? words.none : value.map(nameOf).join(', ');
    return nameOf(value);
  }
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (field === 'languageId' && typeof value === 'number') return words.languages[value] ?? String(value);
  if ((field === 'kioskTypeId' || field === 'typeId') && typeof value === 'number')
    return words.kioskTypes[value] ?? String(value);
  if (field === 'status' && typeof value === 'string') return words.statuses[value] ?? value;
  if (field === 'role' && typeof value === 'string') return words.roles[value] ?? value;
  if (typeof value === 'string') {
    if (isErasedName(value)) return words.erased;
    if (ISO_TIME.test(value)) return `${formatTableDate(value, locale)} ${formatTime(value, locale)}`;
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return words.none;
    if (value.some((item) => item !== null && typeof item === 'object')) return words.count(value.length);
    return value.map(String).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
