export const audit = {
  'history.notFound': 'Nothing was recorded of this item at that time.',
} as const;
