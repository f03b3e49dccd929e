export const expressions = {
  title: 'Abby Expressions',
  intro:
    'Translate what Abby says and shows. English is the reference; an empty field is not translated yet.',
  language: 'Language',
  languages: { french: 'French' },
  sets: {
    caregiver: 'Caregiver Tabs',
    activities: 'Activities',
    textResources: 'Text Resources',
    ambientInvitations: 'Ambient Invitations',
  },
  item: 'Item',
  noItems: 'Nothing to translate in this set yet.',
  fields: {
    description: 'Description',
    shortDescription: 'Short description',
    longDescription: 'Long description',
    summaryLabel: 'Summary label',
    summaryLabelPlural: 'Summary label (plural)',
    text: 'Text',
    message: 'Message',
  },
  englishField: '%{field} (English)',
  translatedField: '%{field} (French)',
  maxHint: 'At most %{max} characters',
  saved: 'The translations were saved.',
};
