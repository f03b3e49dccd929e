import type { abbyUpdates as en } from '../en/abbyUpdates';
import type { Translations } from '../translations.type';

export const abbyUpdates: Translations<typeof en> = {
  all: 'Toutes',
  online: 'En ligne',
  offline: 'Hors ligne',
  unknownFacility: 'Installation inconnue',
  clearSearch: 'Effacer la recherche',
  unupdated: {
    title: 'Abby non mis à jour',
    table: 'Tableau des Abby non mis à jour',
    facility: 'Installation',
    search: 'Rechercher des kiosques',
    searchHint: 'Nom, description, installation ou ID TeamViewer',
    empty: 'Aucun kiosque trouvé',
    columns: {
      name: 'Nom',
      description: 'Description',
      facility: 'Installation',
      online: 'En ligne',
      teamviewerId: 'ID TeamViewer',
      teamviewerPassword: 'Mot de passe TeamViewer',
    },
  },
  overrides: {
    title: 'Gérer les kiosques prioritaires',
    table: 'Tableau des kiosques prioritaires',
    search: 'Rechercher des kiosques',
    searchHint: 'N/S, description ou installation',
    empty: 'Aucun kiosque trouvé',
    selectedOnly: 'Sélection seulement (%{count})',
    save: 'Enregistrer les modifications',
    confirmTitle: 'Enregistrer les modifications\u202f?',
    confirm: 'Kiosques à activer\u202f: %{activate}\u202f; kiosques à désactiver\u202f: %{deactivate}.',
    kiosks_one: '%{count}',
    kiosks_other: '%{count}',
    columns: {
      serialNumber: 'N/S',
      description: 'Description',
      facility: 'Installation',
      level: 'Niveau',
      installed: 'Installée',
      online: 'En ligne',
      created: 'Créé',
    },
  },
};
