import type { organizations as en } from '../en/organizations';
import type { Translations } from '../translations.type';

export const organizations: Translations<typeof en> = {
  title: 'Organisations',
  table: 'Tableau des organisations',
  newOrganization: 'Nouvelle organisation',
  editOrganization: 'Modifier l’organisation',
  search: 'Rechercher des organisations',
  clearSearch: 'Effacer la recherche',
  columns: {
    name: 'Organisation',
    created: 'Créée le',
    actions: 'Actions',
  },
  name: 'Nom',
  editRow: 'Modifier %{name}',
  deleteRow: 'Supprimer %{name}',
  noOrganizations: 'Aucune organisation trouvée',
  added: 'L’organisation %{name} a été ajoutée.',
  saved: 'L’organisation %{name} a été enregistrée.',
  deleted: 'L’organisation %{name} a été supprimée.',
  deleteDialog: {
    title: 'Supprimer l’organisation ?',
    message: 'Supprimer l’organisation %{name} ?',
    domains: 'Ces domaines seront supprimés avec elle :',
    noDomains: 'Elle n’a aucun domaine.',
    confirm: 'Supprimer',
  },
};
