import type { invitations as en } from '../en/invitations';
import type { Translations } from '../translations.type';

export const invitations: Translations<typeof en> = {
  title: 'Invitations ambiantes',
  table: 'Tableau des invitations ambiantes',
  create: 'Créer une invitation',
  editTitle: 'Modifier l’invitation',
  search: 'Rechercher des invitations',
  searchHint: 'Rechercher par message',
  clearSearch: 'Effacer la recherche',
  noInvitations: 'Aucune invitation ambiante trouvée',
  columns: {
    id: 'ID',
    message: 'Message',
    isDefault: 'Par défaut',
    isExecuteRandom: 'Activer la réponse',
    actions: 'Supprimer',
  },
  fields: {
    message: 'Message',
    isExecuteRandom: 'Activer la réponse',
  },
  messageCount: '%{count} caractères sur %{max}',
  yes: 'Oui',
  no: 'Non',
  editRow: 'Modifier l’invitation «\u202f%{message}\u202f»',
  deleteRow: 'Supprimer l’invitation «\u202f%{message}\u202f»',
  deleteDefault:
    '«\u202f%{message}\u202f» est une invitation par défaut\u202f: elle ne peut pas être supprimée',
  deleteInUse:
    '«\u202f%{message}\u202f» est offerte par des kiosques Abby (%{count})\u202f: elle ne peut pas être supprimée',
  added: 'L’invitation a été ajoutée.',
  saved: 'L’invitation a été enregistrée.',
  deleted: 'L’invitation a été supprimée.',
  deleteDialog: {
    title: 'Supprimer l’invitation\u202f?',
    message: 'Supprimer l’invitation «\u202f%{message}\u202f»\u202f? Aucun Abby ne la proposera plus.',
    confirm: 'Supprimer',
  },
};
