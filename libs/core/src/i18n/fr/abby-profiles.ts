import type { abbyProfiles as en } from '../en/abby-profiles.js';
import type { Translations } from '../translations.type.js';

export const abbyProfiles: Translations<typeof en> = {
  'abbyProfile.notFound': 'Ce profil n’existe plus.',
  'abbyProfile.detailNotFound': 'Cet élément n’est plus dans le profil.',
  'abbyProfile.abbyOnly': 'Les profils appartiennent aux kiosques Abby et à leurs résidents.',
  'abbyProfile.fileNotInLibrary':
    'Un profil ne prend que des fichiers de la bibliothèque partagée Abby ou de la bibliothèque de son propriétaire.',
  'abbyProfile.pathTypeNotTaken': 'Ce type de liste n’est pas offert ici.',
  'abbyProfile.activeNeedsRequiredMedia':
    'Médias requis manquants\u202f: une liste communautaire active doit contenir au moins une vidéo d’ambiance, une musique et une image.',
  'abbyProfile.activeLosesMedia':
    'Action non permise. Une liste communautaire active doit contenir au moins une vidéo d’ambiance, une musique et une image.',
  'abbyProfile.activeNotDeleted':
    'Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.',
};
