import type { session as en } from '../en/session';
import type { Translations } from '../translations.type';

export const session: Translations<typeof en> = {
  signingIn: 'Connexion en cours...',
  signingOut: 'Déconnexion en cours...',
  redirectingTo: 'Redirection vers %{product}',
  signInFailed: "La connexion n'a pas pu être complétée.",
  signedOut: {
    intro: 'La console des personnes qui prennent soin des kiosques Abby et Genie et de leurs résidents.',
    prompt: 'Veuillez vous connecter avec le bouton Se connecter en haut de la page.',
  },
};
