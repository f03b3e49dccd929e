import type { home as en } from '../en/home';
import type { Translations } from '../translations.type';

export const home: Translations<typeof en> = {
  welcome: 'Bienvenue %{nickname}',
  guest: {
    intro: 'Écrivez à votre résident, partagez des photos et gardez le contact avec l’application mobile.',
    appStoreAria: 'Télécharger dans l’App Store',
    appStoreTop: 'Télécharger dans',
    appStoreName: 'l’App Store',
    googlePlayAria: 'Disponible sur Google Play',
    googlePlayTop: 'DISPONIBLE SUR',
    googlePlayName: 'Google Play',
  },
  admin: {
    title: 'Accueil de l’administrateur',
    dashboard: 'Tableau de bord',
    abbyKiosk: 'Kiosque Abby',
    genieKiosk: 'Kiosque Genie',
    goToAbbyDashboard: 'Aller au tableau de bord du kiosque Abby',
    goToGenieDashboard: 'Aller au tableau de bord du kiosque Genie',
    noKiosks: 'Aucun kiosque trouvé',
    lists: 'Listes',
  },
  kiosks: {
    title: 'Vos kiosques',
    unknownFacility: 'Établissement inconnu',
    noKiosks: 'Aucun kiosque trouvé',
    subscription: 'Abonnement %{level}',
    accessDenied:
      'Le niveau d’abonnement Abby du kiosque %{serialNumber} ne permet pas d’accéder à la gestion du kiosque. Veuillez mettre l’abonnement à niveau pour utiliser ce kiosque dans la console.',
    blocked: 'Accès refusé par le niveau d’abonnement',
  },
  residents: {
    title: 'Vos résidents',
    unknownKiosk: 'Kiosque inconnu',
    noResidents: 'Aucun résident trouvé',
    newMessages_one: '%{count} nouveau message',
    newMessages_other: '%{count} nouveaux messages',
  },
};
