export const media = {
  'media.linkInvalid': 'This file link is not valid or has expired. Reload the page to get a new one.',
  'media.notFound': 'This media item no longer exists.',
  'media.titleRequired': 'Title is required',
  'media.titleTooLong': 'Title cannot exceed %{max} characters',
  'media.descriptionTooLong': 'Description cannot exceed %{max} characters',
  'media.invalidFiles': 'Please select valid %{kind} files.',
  'media.onlyMp4': 'Only mp4 video files are supported at this time.',
  'media.onlyMp3': 'Only mp3 audio files are supported at this time.',
  'media.typeNotAccepted': '%{type} files are not accepted at this time.',
  'media.resolutionTooLow':
    'The image resolution is too low: %{width} × %{height} pixels. It must be at least %{min} × %{min} pixels.',
  'media.damaged': 'The file is damaged or is not the kind of media it claims to be.',
  'media.libraryInvalid': 'This library does not exist.',
  'media.kindNotAccepted': 'This library does not take this kind of media.',
  'media.pathTypeInvalid': 'Choose a media type of the shared library for this file.',
  'media.toolsMissing': 'Sound and video cannot be read on this server yet: ffmpeg is not installed.',
  'media.notEditable': 'Email items cannot be edited.',
  'media.tooManyFiles': 'At most %{max} files can be uploaded at once.',
  'media.metadataInvalid': 'The metadata does not describe the files sent (one entry per file).',
  'media.heldByMessage':
    'A message holds %{count} of the selected media: delete the message first, or leave that media out.',
} as const;
