import { describe, it } from '@jest/globals';
import type { ExpressionsEvent } from '@ambient/core';
import { projectionSpec } from '@ambient/event-sourcing/testing';
import { ExpressionsProjection } from '../../src/expressions/expressions.projection.js';
import { covered, type ProjectionCases } from './projection-cases.js';

const replaced = (
  segment: ExpressionsEvent['data']['segment'],
  items: ExpressionsEvent['data']['items'],
): ExpressionsEvent => ({ type: 'ExpressionsReplaced', data: { languageId: 2, segment, items } });

const SELECT =
  'SELECT language_id, segment, item_id, texts FROM expression_translations ORDER BY segment, item_id';

export const expressionsProjectionCases: ProjectionCases = (dataSource) => {
  describe('expressions projection', () => {
    const spec = () => projectionSpec<ExpressionsEvent>(covered(new ExpressionsProjection()), dataSource());

    it('replaces a set whole, leaving the other sets as they are', async () => {
      await spec()
        .given(
          replaced('interactiveactivities', [
            { id: 1, texts: { description: 'Casse-tête' } },
            { id: 2, texts: { description: 'Quiz' } },
          ]),
          replaced('textresources', [{ id: 1, texts: { description: 'Accueil', text: 'Bonjour' } }]),
          replaced('interactiveactivities', [{ id: 2, texts: { description: 'Jeu-questionnaire' } }]),
        )
        .then(SELECT, [
          {
            language_id: 2,
            segment: 'interactiveactivities',
            item_id: 2,
            texts: { description: 'Jeu-questionnaire' },
          },
          {
            language_id: 2,
            segment: 'textresources',
            item_id: 1,
            texts: { description: 'Accueil', text: 'Bonjour' },
          },
        ]);
    });
  });
};
