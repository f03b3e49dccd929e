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
  footer: '%{product} © %{year}',
  environments: {
    Development: 'Développement',
    Sandbox: 'Bac à sable',
    Stage: 'Préproduction',
    Production: 'Production',
  },
  functionalRoles: {
    Admin: 'Administrateur',
    DomainManager: 'Gestionnaire de domaine',
    KioskManager: 'Gestionnaire de kiosque',
    ResidentManager: 'Facilitateur familial',
    Guest: 'Visiteur virtuel',
  },
  menAtWork: {
    title: 'Travaux en cours',
    message: 'Cette fonctionnalité est en cours de développement. Revenez bientôt.',
  },
};
