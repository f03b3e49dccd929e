import type { communityPlaylists as en } from '../en/community-playlists.js';
import type { Translations } from '../translations.type.js';

export const communityPlaylists: Translations<typeof en> = {
  'kioskPlaylist.notFound': 'Cette liste de lecture n’existe plus.',
  'kioskPlaylist.itemNotFound': 'Cet élément n’est plus dans la liste de lecture.',
  'kioskPlaylist.genieOnly': 'Les listes communautaires appartiennent aux kiosques Genie.',
  'kioskPlaylist.mediaNotInLibrary':
    'Une liste communautaire ne prend que des médias de la bibliothèque du kiosque.',
  'kioskPlaylist.activeWithoutMedia': 'Une liste de lecture sans média ne peut pas être activée.',
  'kioskPlaylist.activeNeedsEveryType':
    'La liste active d’un kiosque doit contenir au moins un média de chaque type\u202f: une image, un son et une vidéo.',
  'kioskPlaylist.activeLosesType':
    'Action non permise. La liste active d’un kiosque doit contenir au moins un média de chaque type\u202f: une image, un son et une vidéo.',
  'kioskPlaylist.activeNotDeleted':
    'Une liste de lecture active ne peut pas être supprimée. Activez-en d’abord une autre.',
};
