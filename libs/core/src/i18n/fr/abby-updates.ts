import type { abbyUpdates as en } from '../en/abby-updates.js';
import type { Translations } from '../translations.type.js';

export const abbyUpdates: Translations<typeof en> = {
  'abbyActivity.descriptionRequired': 'La description est requise',
  'abbyActivity.descriptionMaxChars': 'La description doit comporter %{max}\u00a0caractères ou moins',
  'abbyActivity.notFound': 'Cette activité n’existe plus.',
  'abbyActivity.invalidFilename': 'Nom de fichier non valide. Un fichier zip nommé %{name} est attendu',
  'abbyActivity.nextUpdateChanged':
    'Une autre publication a eu lieu entre-temps. La prochaine mise à jour est maintenant la %{next}\u202f: rechargez et publiez de nouveau.',
  'abbyActivity.commentRequired': 'Une description des changements est requise',
  'abbyActivity.commentMaxChars':
    'La description des changements doit comporter %{max}\u00a0caractères ou moins',
  'abbyZip.levelName':
    'Nom de fichier non valide. Un fichier zip nommé d’après son niveau de mise à jour est attendu, par exemple 23.zip.',
  'abbyZip.exists': 'Le fichier %{name} existe déjà',
  'abbyZip.notFound': 'La mise à jour %{name} n’existe plus.',
  'abbyZip.versionInvalid': 'La version doit être 21 ou 22.',
  'abbyOverride.notAbby': 'Le kiosque %{id} n’est pas un kiosque Abby.',
  'abbyOverride.endPassed': 'La fin d’un kiosque prioritaire doit être postérieure à maintenant.',
  'abbyOverride.endNotSelected':
    'Le kiosque %{id} n’est pas sélectionné\u202f: seul un kiosque prioritaire peut avoir une fin.',
};
