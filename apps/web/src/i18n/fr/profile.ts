import type { profile as en } from '../en/profile';
import type { Translations } from '../translations.type';

export const profile: Translations<typeof en> = {
  editTitle: 'Modifier le profil',
  name: 'Nom',
  displayName: 'Nom d’affichage',
  displayNameHint: 'Laissez vide pour utiliser votre prénom',
  language: 'Langue',
  email: 'Courriel',
  picture: 'Photo de profil',
  changePicture: 'Changer la photo',
  uploading: 'Téléversement...',
  defaultResident: 'Résident par défaut',
  saved: 'Votre profil a été enregistré.',
  currentPassword: 'Mot de passe actuel',
  passwordTitle: 'Changer le mot de passe',
  password: 'Mot de passe',
  passwordHint: 'Au moins %{min} caractères',
  showPassword: 'Afficher les caractères',
  hidePassword: 'Masquer les caractères',
};
