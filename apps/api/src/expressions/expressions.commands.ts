import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  expressionsDecider,
  expressionsStream,
  type ExpressionItem,
  type ExpressionSegment,
} from '@ambient/core';
import { AggregateStore } from '@ambient/event-sourcing';
import { CommandMessage } from '../common/command-message.js';
import { ExpressionsReader } from './expressions.reader.js';

/** What may be asked of the expressions slice (decision 0064). */
export type ExpressionsSliceCommand = {
  type: 'ReplaceExpressions';
  languageId: number;
  segment: ExpressionSegment;
  items: ExpressionItem[];
};

interface ExpressionsResults {
  ReplaceExpressions: void;
}

export class ExpressionsCommandMessage<
  C extends ExpressionsSliceCommand = ExpressionsSliceCommand,
> extends CommandMessage<C, ExpressionsResults> {}

/** One stream per language; a set is judged against its English reference items now. */
@CommandHandler(ExpressionsCommandMessage)
export class ExpressionsCommandHandler implements ICommandHandler<ExpressionsCommandMessage> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly expressions: ExpressionsReader,
  ) {}

  async execute({ command, context }: ExpressionsCommandMessage): Promise<void> {
    const referenceIds = await this.expressions.referenceIds(command.segment);
    await this.aggregates.handle(
      expressionsStream(command.languageId),
      expressionsDecider,
      { ...command, referenceIds },
      context,
    );
  }
}
