/** The expressions' command and the pure `decide`: Save replaces one set (decision 0064). */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import {
  EXPRESSION_FIELDS,
  evolveExpressions,
  expressionsFault,
  initialExpressionsState,
  isTranslationLanguage,
  type ExpressionItem,
  type ExpressionSegment,
  type ExpressionsEvent,
  type ExpressionsState,
} from './abby-expressions.js';

export interface ExpressionsCommand {
  type: 'ReplaceExpressions';
  languageId: number;
  segment: ExpressionSegment;
  items: readonly ExpressionItem[];
  /** The ids of the set's English reference items now. */
  referenceIds: readonly number[];
}

/** The set as stored: the set's own fields, trimmed; an item with no text left out. */
function stored(segment: ExpressionSegment, items: readonly ExpressionItem[]): ExpressionItem[] {
  return items
    .map((item) => ({
      id: item.id,
      texts: Object.fromEntries(
        EXPRESSION_FIELDS[segment]
          .map((field) => [field, (item.texts[field] ?? '').trim()] as const)
          .filter(([, text]) => text !== ''),
      ),
    }))
    .filter((item) => Object.keys(item.texts).length > 0)
    .sort((a, b) => a.id - b.id);
}

const sameSet = (a: readonly ExpressionItem[], b: readonly ExpressionItem[]): boolean =>
  JSON.stringify(a.map((item) => [item.id, Object.entries(item.texts).sort()])) ===
  JSON.stringify(b.map((item) => [item.id, Object.entries(item.texts).sort()]));

export function decideExpressions(command: ExpressionsCommand, state: ExpressionsState): ExpressionsEvent[] {
  if (!isTranslationLanguage(command.languageId)) throw new DomainError('expressions.languageInvalid');
  const fault = expressionsFault(command.segment, command.items, command.referenceIds);
  if (fault) throw fault;
  const items = stored(command.segment, command.items);
  if (sameSet(items, state.sets[command.segment] ?? [])) return [];
  return [
    {
      type: 'ExpressionsReplaced',
      data: { languageId: command.languageId, segment: command.segment, items },
    },
  ];
}

/** A language's expressions stream's decider, for the engine (`AggregateStore.handle`). */
export const expressionsDecider: Decider<ExpressionsCommand, ExpressionsEvent, ExpressionsState> = {
  initialState: initialExpressionsState,
  evolve: evolveExpressions,
  decide: decideExpressions,
};
