export const privacy = {
  'person.erased': 'The personal data of this person has been erased: it cannot be recorded again.',
  'person.alreadyErased': 'The personal data of this person has already been erased.',
  'person.eraseSelf': 'You cannot erase your own personal data.',
} as const;
