export const abbyProfiles = {
  'abbyProfile.notFound': 'This profile no longer exists.',
  'abbyProfile.detailNotFound': 'This item is no longer in the profile.',
  'abbyProfile.abbyOnly': 'Profiles belong to Abby kiosks and their residents.',
  'abbyProfile.fileNotInLibrary':
    "A profile takes files from the Abby shared library or its owner's own library only.",
  'abbyProfile.pathTypeNotTaken': 'This playlist type is not offered here.',
  'abbyProfile.activeNeedsRequiredMedia':
    'Missing required media: an active community playlist needs at least one ambient video, one music file and one picture.',
  'abbyProfile.activeLosesMedia':
    'Action not permitted. An active community playlist needs at least one ambient video, one music file and one picture.',
  'abbyProfile.activeNotDeleted': 'An active playlist cannot be deleted. Activate another one first.',
} as const;
