import type { adminDashboard as en } from '../en/adminDashboard';
import type { Translations } from '../translations.type';

export const adminDashboard: Translations<typeof en> = {
  title: 'Tableau de bord de l’administrateur',
  shortTitle: 'Tableau de bord',
  version: 'API %{version}',
  versionLabel: 'Version de l’API %{version}',
  versionLoading: 'Chargement de la version de l’API',
  live: 'En direct',
  liveHint: 'Les totaux se mettent à jour dès que quelqu’un modifie les données.',
  offline: 'Hors ligne',
  offlineHint:
    'Les mises à jour en direct sont suspendues ; les totaux se rechargeront au retour de la connexion.',
  inventory: 'Inventaire',
  tools: 'Outils',
  tiles: {
    organization: 'Organisations',
    domain: 'Domaines',
    facility: 'Établissements',
    kiosk: 'Kiosques',
    resident: 'Résidents',
    user: 'Utilisateurs',
    open: 'Ouvrir %{screen}',
    loading: 'Chargement...',
    countLabel: '%{name} : %{value}',
    typesLabel: '%{name} : %{total} (Genie %{genie}, Abby %{abby})',
    usersLabel:
      '%{name} : %{total} (Administrateur %{admin}, Visiteur virtuel %{visitor}, Facilitateur familial %{facilitator}, Gestionnaire de kiosque %{kioskManager}, Gestionnaire de domaine %{domainManager})',
  },
  kioskTypes: {
    genie: 'Genie',
    abby: 'Abby',
  },
  roles: {
    admin: 'Administrateur',
    virtualVisitor: 'Visiteur virtuel',
    familyFacilitator: 'Facilitateur familial',
    kioskManager: 'Gestionnaire de kiosque',
    domainManager: 'Gestionnaire de domaine',
  },
  menus: {
    eventLog: 'Journal d’événements',
    abby: 'ABBY',
    genie: 'Genie',
    releaseUpdate: 'Publier une mise à jour',
  },
  copyToken: {
    action: 'Copier le jeton',
    copied: 'Copié !',
    failed: 'Le jeton n’a pas pu être copié. Autorisez l’accès au presse-papiers et réessayez.',
  },
  workbook: {
    action: 'Télécharger le classeur d’inventaire',
    preparing: 'Préparation du classeur...',
  },
  release: {
    title: 'Publier une mise à jour',
    intro:
      'Téléversez une mise à jour logicielle Genie sous forme de fichier zip. Elle devient le prochain niveau de mise à jour offert aux kiosques Genie.',
    choose: 'Choisir un fichier zip',
    change: 'Choisir un autre fichier',
    noFileChosen: 'Aucun fichier choisi',
    release: 'Publier',
    confirmTitle: 'Publier cette mise à jour ?',
    confirmMessage: 'Publier %{fileName} (%{size}) comme prochain niveau de mise à jour des kiosques Genie ?',
    uploading: 'Téléversement de %{fileName}...',
    success: 'Mise à jour publiée avec succès. Le prochain niveau de mise à jour est %{level}.',
    invalidFilenameTitle: 'Nom de fichier non valide',
    invalidFilename: 'Nom de fichier non valide. Un fichier zip est attendu.',
    noFile: 'Aucun fichier n’a été sélectionné.',
    failedTitle: 'Échec de la publication',
  },
};
