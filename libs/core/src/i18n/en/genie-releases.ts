export const genieReleases = {
  'release.invalidFilename': 'Filename not valid. Expected a zip file.',
  'release.zipDamaged': 'The zip archive is damaged or incomplete and cannot be opened.',
  'release.zipUnsafeName': 'The zip archive holds an entry with an unsafe name: %{name}.',
  'release.zipTooManyEntries': 'The zip archive holds more than %{max} entries.',
  'release.zipTooLarge': 'The zip archive expands to more than %{max} GB.',
  'release.zipOverCompressed': 'The zip archive entry %{name} is compressed more than %{max} times.',
} as const;
