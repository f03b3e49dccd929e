export const buttonConfigs = {
  'config.buttonRequired': 'Button is required',
  'config.actionRequired': 'Action is required',
  'config.descriptionMaxChars': 'Description cannot exceed 50 characters',
  'config.buttonUsed': 'This button is already in the configuration.',
  'config.actionUsed': 'This action is already used in the configuration.',
  'config.notConfigurable': 'This button cannot be changed or removed.',
  'config.buttonFixed': 'This button is part of every configuration already and cannot be added again.',
  'config.detailNotFound': 'This detail no longer exists.',
  'config.notFound': 'This button configuration does not exist.',
} as const;
