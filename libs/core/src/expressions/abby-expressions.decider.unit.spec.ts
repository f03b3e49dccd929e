import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import { DomainError, expressionsDecider, translate, type ExpressionsEvent } from '../index.js';

const { given } = deciderSpec(expressionsDecider);

const refused = (message: string) => (error: DomainError) =>
  expect(translate(error.key, error.params)).toBe(message);

const replaced = (items: ExpressionsEvent['data']['items']): ExpressionsEvent => ({
  type: 'ExpressionsReplaced',
  data: { languageId: 2, segment: 'interactiveactivities', items },
});

const save = (items: Array<{ id: number; texts: Record<string, string> }>, languageId = 2) => ({
  type: 'ReplaceExpressions' as const,
  languageId,
  segment: 'interactiveactivities' as const,
  items,
  referenceIds: [1, 2, 3],
});

describe('Abby expressions decider', () => {
  it('replaces a set with its trimmed texts, leaving out untranslated items and other fields', () => {
    given()
      .when(
        save([
          { id: 2, texts: { description: ' Casse-tête ', message: 'ignored' } },
          { id: 1, texts: { description: '  ' } },
        ]),
      )
      .then([replaced([{ id: 2, texts: { description: 'Casse-tête' } }])]);
  });

  it('appends nothing when the set is unchanged', () => {
    given(replaced([{ id: 2, texts: { description: 'Casse-tête' } }]))
      .when(
        save([
          { id: 2, texts: { description: 'Casse-tête' } },
          { id: 3, texts: {} },
        ]),
      )
      .then([]);
  });

  it('refuses English, an item outside the reference set, an item twice and a text too long', () => {
    given()
      .when(save([], 1))
      .thenThrows(
        DomainError,
        refused('Expressions are translated into French only; English is the reference.'),
      );
    given()
      .when(save([{ id: 9, texts: { description: 'X' } }]))
      .thenThrows(
        DomainError,
        refused(
          'Item 9 is not in the English reference set (it may have been deleted). Reload and try again.',
        ),
      );
    given()
      .when(
        save([
          { id: 1, texts: {} },
          { id: 1, texts: {} },
        ]),
      )
      .thenThrows(DomainError, (error) => expect(error.key).toBe('expressions.itemUnknown'));
    given()
      .when(save([{ id: 1, texts: { description: 'x'.repeat(51) } }]))
      .thenThrows(DomainError, refused('A text of item 1 is longer than 50 characters.'));
  });
});
