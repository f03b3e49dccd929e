export const expressions = {
  'expressions.languageInvalid': 'Expressions are translated into French only; English is the reference.',
  'expressions.itemUnknown':
    'Item %{id} is not in the English reference set (it may have been deleted). Reload and try again.',
  'expressions.tooLong': 'A text of item %{id} is longer than %{max} characters.',
} as const;
