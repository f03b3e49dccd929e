import type { facilities as en } from '../en/facilities';
import type { Translations } from '../translations.type';

export const facilities: Translations<typeof en> = {
  title: 'Établissements',
  table: 'Tableau des établissements',
  newFacility: 'Nouvel établissement',
  editFacility: 'Modifier l’établissement',
  search: 'Rechercher des établissements',
  searchHint: 'Nom, domaine, ville ou province/état',
  clearSearch: 'Effacer la recherche',
  columns: {
    name: 'Nom',
    city: 'Ville',
    provState: 'Prov./État',
    domain: 'Domaine',
    created: 'Créé le',
    actions: 'Actions',
  },
  fields: {
    name: 'Nom',
    street: 'Rue',
    city: 'Ville',
    country: 'Pays',
    province: 'Province',
    state: 'État',
    domain: 'Domaine',
  },
  countries: {
    canada: 'Canada',
    unitedStates: 'États-Unis',
  },
  noDomain: '(Aucun domaine)',
  editRow: 'Modifier %{name}',
  deleteRow: 'Supprimer %{name}',
  noFacilities: 'Aucun établissement trouvé',
  added: 'L’établissement %{name} a été ajouté.',
  saved: 'L’établissement %{name} a été enregistré.',
  deleted: 'L’établissement %{name} a été supprimé.',
  deleteDialog: {
    title: 'Supprimer l’établissement ?',
    message: 'Supprimer l’établissement %{name} ?',
    confirm: 'Supprimer',
  },
  changeDomains: {
    title: 'Changer de domaine ?',
    message:
      'Le domaine %{domain} a des gestionnaires de domaine (%{names}). Déplacer cet établissement vers un autre domaine le leur retire. Changer de domaine ?',
    confirm: 'Changer de domaine',
  },
  inbox: {
    title: 'Messagerie modérée',
    switch: 'Retenir les messages des visiteurs virtuels pour approbation',
    help: 'Activée, les messages des visiteurs virtuels et des familles attendent l’approbation du personnel\u202f; un message approuvé pendant les heures calmes de l’établissement est remis au début de sa journée.',
    openFor: 'Messagerie modérée de %{name}',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'La messagerie de %{name} a été enregistrée.',
  },
};
