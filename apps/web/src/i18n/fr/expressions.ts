import type { expressions as en } from '../en/expressions';
import type { Translations } from '../translations.type';

export const expressions: Translations<typeof en> = {
  title: 'Expressions Abby',
  intro:
    'Traduisez ce qu’Abby dit et affiche. L’anglais est la référence\u202f; un champ vide n’est pas encore traduit.',
  language: 'Langue',
  languages: { french: 'Français' },
  sets: {
    caregiver: 'Onglets de l’aidant',
    activities: 'Activités',
    textResources: 'Ressources textuelles',
    ambientInvitations: 'Invitations ambiantes',
  },
  item: 'Élément',
  noItems: 'Rien à traduire dans cet ensemble pour l’instant.',
  fields: {
    description: 'Description',
    shortDescription: 'Description courte',
    longDescription: 'Description longue',
    summaryLabel: 'Libellé du résumé',
    summaryLabelPlural: 'Libellé du résumé (pluriel)',
    text: 'Texte',
    message: 'Message',
  },
  englishField: '%{field} (anglais)',
  translatedField: '%{field} (français)',
  maxHint: 'Au plus %{max} caractères',
  saved: 'Les traductions ont été enregistrées.',
};
