import type { genieReleases as en } from '../en/genie-releases.js';
import type { Translations } from '../translations.type.js';

export const genieReleases: Translations<typeof en> = {
  'release.invalidFilename': 'Nom de fichier non valide. Un fichier zip est attendu.',
  'release.zipDamaged': 'L’archive zip est endommagée ou incomplète et ne peut pas être ouverte.',
  'release.zipUnsafeName': 'L’archive zip contient une entrée au nom dangereux : %{name}.',
  'release.zipTooManyEntries': 'L’archive zip contient plus de %{max} entrées.',
  'release.zipTooLarge': 'L’archive zip décompressée dépasse %{max} Go.',
  'release.zipOverCompressed': 'L’entrée %{name} de l’archive zip est compressée plus de %{max} fois.',
};
