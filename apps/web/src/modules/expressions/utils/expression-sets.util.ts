import {
  EXPRESSION_FIELDS,
  expressionsFault,
  type AbbyExpressions,
  type ExpressionField,
  type ExpressionSegment,
  type Message,
} from '@ambient/core';

/** The four sets the screen's buttons open (spec 03 §2.12), in the buttons' order. */
export const EXPRESSION_SETS = [
  { key: 'caregiver', segment: 'mediapathtypes', label: 'description' },
  { key: 'activities', segment: 'interactiveactivities', label: 'description' },
  { key: 'textResources', segment: 'textresources', label: 'description' },
  { key: 'ambientInvitations', segment: 'ambientinvitations', label: 'message' },
] as const satisfies ReadonlyArray<{
  key: keyof AbbyExpressions;
  segment: ExpressionSegment;
  label: ExpressionField;
}>;
export type ExpressionSet = (typeof EXPRESSION_SETS)[number];
export type ExpressionSetKey = ExpressionSet['key'];

/** An item of a set: its id and its texts by field. */
export interface EditedItem {
  id: number;
  texts: Partial<Record<ExpressionField, string>>;
}

export const fieldsOf = (set: ExpressionSet): readonly ExpressionField[] => EXPRESSION_FIELDS[set.segment];

function itemsOf(
  expressions: readonly AbbyExpressions[],
  languageId: number,
  set: ExpressionSet,
): EditedItem[] {
  const language = expressions.find((entry) => entry.languageId === languageId);
  const items = (language?.[set.key] ?? []) as ReadonlyArray<
    { id: number } & Partial<Record<ExpressionField, string>>
  >;
  return items.map((item) => ({
    id: item.id,
    texts: Object.fromEntries(fieldsOf(set).map((field) => [field, item[field] ?? ''])),
  }));
}

/** The English reference items of a set (read-only in the dialog). */
export const referenceOf = (expressions: readonly AbbyExpressions[], set: ExpressionSet): EditedItem[] =>
  itemsOf(expressions, 1, set);

/** What opening a dialog copies (spec 03 §4): the language's current translation of the set. */
export const editCopyOf = (
  expressions: readonly AbbyExpressions[],
  languageId: number,
  set: ExpressionSet,
): EditedItem[] => itemsOf(expressions, languageId, set);

/** The copy with one text changed. */
export const withText = (
  copy: readonly EditedItem[],
  id: number,
  field: ExpressionField,
  value: string,
): EditedItem[] =>
  copy.map((item) => (item.id === id ? { ...item, texts: { ...item.texts, [field]: value } } : item));

/** The rule the copy breaks (the server's own), or null. */
export const copyFault = (set: ExpressionSet, copy: readonly EditedItem[]): Message | null => {
  const fault = expressionsFault(
    set.segment,
    copy,
    copy.map((item) => item.id),
  );
  return fault ? { key: fault.key, params: fault.params } : null;
};

/** The PUT's body: one entry per item, with the set's fields. */
export const payloadOf = (set: ExpressionSet, copy: readonly EditedItem[]): Array<Record<string, unknown>> =>
  copy.map((item) => ({
    id: item.id,
    ...Object.fromEntries(fieldsOf(set).map((f) => [f, item.texts[f] ?? ''])),
  }));
