export const keyTags = {
  'keyTag.notFound': 'This Key/Tag mapping no longer exists.',
  'keyTag.unassigned': 'Unassigned',
  'keyTag.tagLength': 'Value must contain 10 characters',
  'keyTag.keyNumMax': 'Value cannot exceed 10000',
  'keyTag.keyNumNumeric': 'Value must be positive and numeric',
  'keyTag.keyNumInvalid': 'Invalid Key #',
  'keyTag.assigned': 'This mapping is assigned to %{name}. Unassign it before deleting it.',
  'keyTag.kioskLocked': 'The kiosk of an assigned mapping cannot change.',
  'keyTag.residentNotOnKiosk': 'The resident must live on the mapping’s kiosk and have no other key.',
  'keyTag.tagTaken': 'The tag %{tagId} is already mapped.',
} as const;
