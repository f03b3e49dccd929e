import type { buttonConfigs as en } from '../en/button-configs.js';
import type { Translations } from '../translations.type.js';

export const buttonConfigs: Translations<typeof en> = {
  'config.buttonRequired': 'Le bouton est obligatoire',
  'config.actionRequired': 'L’action est obligatoire',
  'config.descriptionMaxChars': 'La description ne peut pas dépasser 50 caractères',
  'config.buttonUsed': 'Ce bouton fait déjà partie de la configuration.',
  'config.actionUsed': 'Cette action est déjà utilisée dans la configuration.',
  'config.notConfigurable': 'Ce bouton ne peut pas être modifié ni retiré.',
  'config.buttonFixed':
    'Ce bouton fait déjà partie de chaque configuration et ne peut pas être ajouté de nouveau.',
  'config.detailNotFound': 'Ce détail n’existe plus.',
  'config.notFound': 'Cette configuration de boutons n’existe pas.',
};
