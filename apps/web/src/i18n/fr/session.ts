import type { session as en } from '../en/session';
import type { Translations } from '../translations.type';

export const session: Translations<typeof en> = {
  signingIn: 'Connexion en cours...',
  signingOut: 'Déconnexion en cours...',
  redirectingTo: 'Redirection vers %{product}',
  signInFailed: 'La connexion n’a pas pu être complétée.',
  acceptLink: {
    title: 'Accepter le lien',
    signInFirst:
      'Quelqu’un a demandé de relier votre compte à un résident ou à un kiosque. Connectez-vous avec le compte auquel ce courriel a été envoyé pour accepter.',
    signIn: 'Se connecter pour accepter',
    accepting: 'Acceptation du lien en cours...',
    accepted: 'Vous êtes maintenant en lien avec',
    failed: 'Le lien n’a pas pu être accepté',
    noLink: 'Cette page s’ouvre depuis le lien d’un courriel qui vous demande d’accepter une connexion.',
  },
  signedOut: {
    intro: 'La console des personnes qui prennent soin des kiosques Abby et Genie et de leurs résidents.',
    prompt: 'Veuillez vous connecter avec le bouton Se connecter en haut de la page.',
    passwordChanged:
      'Votre mot de passe a été changé et toutes les sessions de votre compte ont pris fin. Connectez-vous avec le nouveau mot de passe.',
    signedOutEverywhere:
      'Vous êtes déconnecté sur tous les appareils et navigateurs où votre compte était ouvert.',
  },
};
