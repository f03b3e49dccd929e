import type { media as en } from '../en/media.js';
import type { Translations } from '../translations.type.js';

export const media: Translations<typeof en> = {
  'media.linkInvalid':
    'Ce lien de fichier n’est pas valide ou a expiré. Rechargez la page pour en obtenir un nouveau.',
  'media.notFound': 'Ce média n’existe plus.',
  'media.titleRequired': 'Le titre est obligatoire',
  'media.titleTooLong': 'Le titre ne peut pas dépasser %{max} caractères',
  'media.descriptionTooLong': 'La description ne peut pas dépasser %{max} caractères',
  'media.invalidFiles': 'Veuillez choisir des fichiers %{kind} valides.',
  'media.onlyMp4': 'Seuls les fichiers vidéo mp4 sont acceptés pour le moment.',
  'media.onlyMp3': 'Seuls les fichiers audio mp3 sont acceptés pour le moment.',
  'media.typeNotAccepted': 'Les fichiers %{type} ne sont pas acceptés pour le moment.',
  'media.resolutionTooLow':
    'La résolution de l’image est trop faible : %{width} × %{height} pixels. Elle doit être d’au moins %{min} × %{min} pixels.',
  'media.damaged': 'Le fichier est endommagé ou n’est pas le type de média annoncé.',
  'media.libraryInvalid': 'Cette bibliothèque n’existe pas.',
  'media.kindNotAccepted': 'Cette bibliothèque n’accepte pas ce type de média.',
  'media.pathTypeInvalid': 'Choisissez un type de média de la bibliothèque partagée pour ce fichier.',
  'media.toolsMissing':
    'Le son et la vidéo ne peuvent pas encore être lus sur ce serveur\u202f: ffmpeg n’est pas installé.',
  'media.notEditable': 'Les éléments courriel ne peuvent pas être modifiés.',
  'media.tooManyFiles': 'Au plus %{max} fichiers peuvent être téléversés à la fois.',
  'media.metadataInvalid': 'Les métadonnées ne décrivent pas les fichiers envoyés (une entrée par fichier).',
  'media.heldByMessage':
    'Un message contient %{count} des médias choisis\u202f: supprimez d’abord le message ou laissez ces médias de côté.',
};
