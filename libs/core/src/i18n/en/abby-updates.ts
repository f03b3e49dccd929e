export const abbyUpdates = {
  'abbyActivity.descriptionRequired': 'Descriprion is required',
  'abbyActivity.descriptionMaxChars': 'Description must be %{max} characters or less',
  'abbyActivity.notFound': 'This activity no longer exists.',
  'abbyActivity.invalidFilename': 'Filename not valid. Expected a zip file with the name %{name}',
  'abbyActivity.nextUpdateChanged':
    'Another release was made meanwhile. The next update is now %{next}: reload and release again.',
  'abbyActivity.commentRequired': 'A description of the changes is required',
  'abbyActivity.commentMaxChars': 'The description of the changes must be %{max} characters or less',
  'abbyZip.levelName': 'Filename not valid. Expected a zip file named with its update level, such as 23.zip.',
  'abbyZip.exists': 'The file %{name} already exists',
  'abbyZip.notFound': 'The update %{name} no longer exists.',
  'abbyZip.versionInvalid': 'The version must be 21 or 22.',
  'abbyOverride.notAbby': 'Kiosk %{id} is not an Abby kiosk.',
  'abbyOverride.endPassed': 'The end of an override must be later than now.',
  'abbyOverride.endNotSelected': 'Kiosk %{id} is not selected: only an override kiosk can have an end.',
} as const;
