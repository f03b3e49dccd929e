import type { ExpressionsEvent } from '@ambient/core';
import { EventProjection, ReadModelProjection, type ProjectionHandlers } from '@ambient/event-sourcing';
import { ExpressionTranslationRow } from './expression.row.js';

/** Projects the translated expressions into `expression_translations`, with the events (decision 0064). */
@ReadModelProjection()
export class ExpressionsProjection extends EventProjection<ExpressionsEvent> {
  readonly name = 'expression_translations';
  readonly tables = ['expression_translations'];
  override readonly inline = true;
  protected readonly on: ProjectionHandlers<ExpressionsEvent> = {
    ExpressionsReplaced: async ({ languageId, segment, items }, _event, manager) => {
      await manager.delete(ExpressionTranslationRow, { languageId, segment });
      if (items.length > 0)
        await manager.insert(
          ExpressionTranslationRow,
          items.map((item) => ({ languageId, segment, itemId: item.id, texts: item.texts })),
        );
    },
  };
}
