import { FUNCTIONAL_ROLE_WORDS } from '@ambient/core';
import type { shell as en } from '../en/shell';
import type { Translations } from '../translations.type';

export const shell: Translations<typeof en> = {
  productShortName: 'Ambient',
  openMenu: 'Ouvrir le menu',
  mainMenu: 'Menu principal',
  account: 'Compte',
  editProfile: 'Modifier le profil',
  changePassword: 'Changer le mot de passe',
  signIn: 'Se connecter',
  signOut: 'Se déconnecter',
  signOutEverywhere: 'Se déconnecter partout',
  footer: '%{product} © %{year}',
  environments: {
    Development: 'Développement',
    Sandbox: 'Bac à sable',
    Stage: 'Préproduction',
    Production: 'Production',
  },
  functionalRoles: FUNCTIONAL_ROLE_WORDS.fr,
  menAtWork: {
    title: 'Travaux en cours',
    message: 'Cette fonctionnalité est en cours de développement. Revenez bientôt.',
  },
};
