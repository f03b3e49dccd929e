import type { common as en } from '../en/common';
import type { Translations } from '../translations.type';

export const common: Translations<typeof en> = {
  actions: {
    ok: 'OK',
    cancel: 'Annuler',
    close: 'Fermer',
    save: 'Enregistrer',
    retry: 'Réessayer',
    goHome: 'Aller à l’accueil',
  },
  pickers: {
    chooseKioskFirst: 'Choisissez d’abord un kiosque',
  },
  loading: {
    oneMoment: 'Un instant...',
    loadingItems: 'Chargement des éléments...',
    movingToPublicAddress: 'Ouverture de la console à %{address}...',
  },
  dialogTitles: {
    invalidFilename: 'Nom de fichier non valide',
    warning: 'Avertissement',
    validationFailed: 'Échec de la validation',
    internalError: 'Erreur interne',
    profileUpdateFailed: 'Échec de la mise à jour du profil',
    inspectionFailed: 'Échec de l’inspection',
    accessDenied: 'Accès refusé',
    actionNotPermitted: 'Action non autorisée',
    fileSizeLimitExceeded: 'Taille de fichier maximale dépassée',
    passwordResetError: 'Erreur de réinitialisation du mot de passe',
    invalidMedia: 'Média non valide',
    someFilesNotAdded: 'Certains fichiers non ajoutés',
  },
  errors: {
    network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
    unexpected: 'Une erreur s’est produite. Veuillez réessayer.',
    configUnavailable: 'La console n’a pas pu charger ses paramètres depuis le serveur.',
  },
  kioskTypes: {
    abby: 'Abby',
    genie: 'Genie',
  },
  subscriptionLevels: {
    basic: 'De base',
    advanced: 'Avancé',
    unlimited: 'Illimité',
  },
  languages: {
    english: 'English',
    french: 'Français',
  },
  erasedPerson: 'Personne effacée',
};
