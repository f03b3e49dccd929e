import type { residents as en } from '../en/residents.js';
import type { Translations } from '../translations.type.js';

export const residents: Translations<typeof en> = {
  'resident.notFound': 'Ce résident n’existe plus.',
  'resident.valueRequired': 'Valeur obligatoire',
  'resident.valueMaxChars': 'La valeur ne peut pas dépasser %{max} caractères',
  'resident.selectionRequired': 'Sélection obligatoire',
  'resident.valueNumeric': 'La valeur doit être numérique',
  'resident.kioskTypeMismatch': 'Choisissez un kiosque du type du résident',
  'resident.keyTagNotFound': 'La clé choisie n’est pas une clé libre de ce kiosque.',
  'resident.contactEmailInvalid': 'Entrez un courriel valide',
  'resident.contactNameInvalid':
    'Le nom du contact est obligatoire, d’au plus 50 caractères, avec seulement des lettres, des espaces, des traits d’union, des apostrophes et des points',
  'resident.contactNicknameMaxChars': 'Le nom d’affichage doit contenir au plus 20 caractères',
};
