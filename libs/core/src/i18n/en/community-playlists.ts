export const communityPlaylists = {
  'kioskPlaylist.notFound': 'This playlist no longer exists.',
  'kioskPlaylist.itemNotFound': 'This item is no longer in the playlist.',
  'kioskPlaylist.genieOnly': 'Community playlists belong to Genie kiosks.',
  'kioskPlaylist.mediaNotInLibrary': "A community playlist takes media from the kiosk's library only.",
  'kioskPlaylist.activeWithoutMedia': 'A playlist without media cannot be activated.',
  'kioskPlaylist.activeNeedsEveryType':
    "A kiosk's active playlist needs at least one media item per media type: a picture, a sound and a video.",
  'kioskPlaylist.activeLosesType':
    "Action not permitted. A kiosk's active playlist needs at least one media item per media type: a picture, a sound and a video.",
  'kioskPlaylist.activeNotDeleted': 'An active playlist cannot be deleted. Activate another one first.',
} as const;
