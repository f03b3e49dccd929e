import type { keyTags as en } from '../en/key-tags.js';
import type { Translations } from '../translations.type.js';

export const keyTags: Translations<typeof en> = {
  'keyTag.notFound': 'Cette association clé/étiquette n’existe plus.',
  'keyTag.unassigned': 'Non assignée',
  'keyTag.tagLength': 'La valeur doit contenir 10 caractères',
  'keyTag.keyNumMax': 'La valeur ne peut pas dépasser 10000',
  'keyTag.keyNumNumeric': 'La valeur doit être positive et numérique',
  'keyTag.keyNumInvalid': 'Nº de clé non valide',
  'keyTag.assigned': 'Cette association est assignée à %{name}. Retirez-la avant de la supprimer.',
  'keyTag.kioskLocked': 'Le kiosque d’une association assignée ne peut pas changer.',
  'keyTag.residentNotOnKiosk':
    'Le résident doit vivre sur le kiosque de l’association et n’avoir aucune autre clé.',
  'keyTag.tagTaken': 'L’étiquette %{tagId} est déjà associée.',
};
