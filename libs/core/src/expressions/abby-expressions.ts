/**
 * Abby expressions (spec 03 §2.12, §3 "Abby expressions", §4, §7 "Expressions"): the words an Abby
 * speaks and shows, translated from the English reference set into the other languages. Four
 * sets: the caregiver tabs (the media path types), the interactive activities, the text resources
 * and the ambient invitations. One stream per language; Save replaces one set (decision 0064).
 */
import { Language } from '../constants.js';
import { DomainError } from '../errors.js';

/** The sets, by the segment their PUT names. */
export const EXPRESSION_SEGMENTS = [
  'mediapathtypes',
  'interactiveactivities',
  'textresources',
  'ambientinvitations',
] as const;
export type ExpressionSegment = (typeof EXPRESSION_SEGMENTS)[number];

/** The translated fields of each set's items, in the dialog's order. */
export const EXPRESSION_FIELDS = {
  mediapathtypes: [
    'description',
    'shortDescription',
    'longDescription',
    'summaryLabel',
    'summaryLabelPlural',
  ],
  interactiveactivities: ['description'],
  textresources: ['description', 'text'],
  ambientinvitations: ['message'],
} as const satisfies Record<ExpressionSegment, readonly string[]>;
export type ExpressionField = (typeof EXPRESSION_FIELDS)[ExpressionSegment][number];

/** How long each translated field may be (decision 0064). */
export const ExpressionLimits: Readonly<Record<ExpressionField, number>> = {
  description: 50,
  shortDescription: 50,
  longDescription: 200,
  summaryLabel: 50,
  summaryLabelPlural: 50,
  text: 500,
  message: 200,
};

/** An item of a set: its id and its translated texts (absent or empty: not translated yet). */
export interface ExpressionItem {
  id: number;
  texts: Partial<Record<ExpressionField, string>>;
}

export const expressionsStream = (languageId: number): string => `abby-expressions-${languageId}`;

/** The languages expressions are translated into: all but English, the reference. */
export const isTranslationLanguage = (languageId: number): boolean =>
  languageId !== Language.English && Object.values(Language).includes(languageId as Language);

export type ExpressionsEvent = {
  type: 'ExpressionsReplaced';
  data: { languageId: number; segment: ExpressionSegment; items: ExpressionItem[] };
};

export interface ExpressionsState {
  sets: Partial<Record<ExpressionSegment, readonly ExpressionItem[]>>;
}

export const initialExpressionsState: ExpressionsState = { sets: {} };

/** The first rule an edited set breaks, or null: a reference item, once, each text within its limit. */
export function expressionsFault(
  segment: ExpressionSegment,
  items: readonly ExpressionItem[],
  referenceIds: readonly number[],
): DomainError | null {
  const seen = new Set<number>();
  for (const item of items) {
    if (!referenceIds.includes(item.id) || seen.has(item.id))
      return new DomainError('expressions.itemUnknown', { id: item.id });
    seen.add(item.id);
    for (const field of EXPRESSION_FIELDS[segment]) {
      const text = (item.texts[field] ?? '').trim();
      if (text.length > ExpressionLimits[field])
        return new DomainError('expressions.tooLong', { id: item.id, max: ExpressionLimits[field] });
    }
  }
  return null;
}

export function evolveExpressions(state: ExpressionsState, event: ExpressionsEvent): ExpressionsState {
  return { sets: { ...state.sets, [event.data.segment]: event.data.items } };
}
