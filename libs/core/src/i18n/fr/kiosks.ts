import type { kiosks as en } from '../en/kiosks.js';
import type { Translations } from '../translations.type.js';

export const kiosks: Translations<typeof en> = {
  'kiosk.notFound': 'Ce kiosque n’existe plus.',
  'kiosk.serialRequired': 'Le N/S est obligatoire',
  'kiosk.serialMaxChars': 'Le N/S ne peut pas dépasser 20 caractères',
  'kiosk.serialTaken': 'Un kiosque avec le N/S %{serial} existe déjà.',
  'kiosk.nameMaxChars': 'Le nom du kiosque ne peut pas dépasser 100 caractères',
  'kiosk.hubSerialDigits': 'Le numéro de série du concentrateur ne peut pas contenir plus de 6 chiffres',
  'kiosk.languageRequired': 'La langue est obligatoire',
  'kiosk.typeInvalid': 'Choisissez Abby ou Genie',
  'kiosk.phoneInvalid': 'Entrez un numéro de téléphone canadien ou américain d’au plus 20 caractères',
  'kiosk.facilityNotFound': 'L’établissement choisi n’existe plus.',
  'kiosk.levelInvalid': 'Choisissez un niveau dans la liste',
  'kiosk.subscriptionInvalid': 'Choisissez De base, Avancé ou Illimité',
  'kiosk.invitationInvalid': 'Choisissez les messages ambiants dans la liste',
  'kiosk.buttonConfigInvalid': 'Choisissez une configuration de boutons dans la liste',
  'kiosk.hostsResident':
    '%{name} héberge encore un résident : %{names}. Supprimez le résident ou déplacez-le vers un autre kiosque avant de supprimer ce kiosque.',
  'kiosk.hostsResidents':
    '%{name} héberge %{count} résidents : %{names}. Supprimez les résidents ou déplacez-les vers un autre kiosque avant de supprimer ce kiosque.',
  'kiosk.hasManager':
    '%{name} a encore un gestionnaire de kiosque : %{names}. Vous devez retirer %{name} de cet utilisateur avant de pouvoir supprimer ce kiosque.',
  'kiosk.hasManagers':
    '%{name} a encore %{count} gestionnaires de kiosque : %{names}. Vous devez retirer %{name} de tous ces utilisateurs avant de pouvoir supprimer ce kiosque.',
};
