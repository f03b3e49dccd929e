import type { memoryAlbums as en } from '../en/memory-albums.js';
import type { Translations } from '../translations.type.js';

export const memoryAlbums: Translations<typeof en> = {
  'album.nameRequired': 'Le nom est obligatoire',
  'album.nameTooLong': 'Le nom ne peut pas dépasser %{max} caractères',
  'album.descriptionTooLong': 'La description ne peut pas dépasser %{max} caractères',
  'album.notFound': 'Cet album n’existe plus.',
  'album.itemNotFound': 'Cet élément n’est plus dans l’album.',
  'album.mediaNotInLibrary':
    'Un album ne prend que des médias de la bibliothèque du résident ou de la bibliothèque publique.',
  'album.coverNotPicture': 'La couverture doit être une image.',
  'album.viewedInFuture': 'L’heure de la vue est postérieure à maintenant.',
  'album.viewedTooLongAgo': 'L’heure de la vue remonte à plus de %{days} jours.',
};
