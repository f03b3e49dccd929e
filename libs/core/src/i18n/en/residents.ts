export const residents = {
  'resident.notFound': 'This resident no longer exists.',
  'resident.valueRequired': 'Value is required',
  'resident.valueMaxChars': 'Value cannot exceed %{max} characters',
  'resident.selectionRequired': 'Selection is required',
  'resident.valueNumeric': 'Value must be numeric',
  'resident.kioskTypeMismatch': 'Choose a kiosk of the resident’s type',
  'resident.keyTagNotFound': 'The chosen key is not one of this kiosk’s free keys.',
  'resident.contactEmailInvalid': 'Enter a valid email',
  'resident.contactNameInvalid':
    'The contact’s name is required, at most 50 characters, with letters, spaces, hyphens, apostrophes and periods only',
  'resident.contactNicknameMaxChars': 'Display name must be 20 characters or less',
} as const;
