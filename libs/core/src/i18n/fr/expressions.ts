import type { expressions as en } from '../en/expressions.js';
import type { Translations } from '../translations.type.js';

export const expressions: Translations<typeof en> = {
  'expressions.languageInvalid':
    'Les expressions se traduisent en français seulement ; l’anglais est la référence.',
  'expressions.itemUnknown':
    'L’élément %{id} n’est pas dans l’ensemble de référence anglais (il a peut-être été supprimé). Rechargez et réessayez.',
  'expressions.tooLong': 'Un texte de l’élément %{id} dépasse %{max} caractères.',
};
