import type { privacy as en } from '../en/privacy.js';
import type { Translations } from '../translations.type.js';

export const privacy: Translations<typeof en> = {
  'person.erased':
    'Les données personnelles de cette personne ont été effacées : elles ne peuvent plus être enregistrées.',
  'person.alreadyErased': 'Les données personnelles de cette personne ont déjà été effacées.',
  'person.eraseSelf': 'Vous ne pouvez pas effacer vos propres données personnelles.',
};
