import { Controller, Get, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  EXPRESSION_FIELDS,
  type AbbyExpressions,
  type ExpressionItem,
  type ExpressionSegment,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Ctx } from '../common/request-context.js';
import { Answers, ValidBody, ValidParam } from '../common/validation.js';
import { ExpressionsCommandMessage } from './expressions.commands.js';
import { ExpressionsReader } from './expressions.reader.js';
import {
  expressionsAnswer,
  expressionsBodySchema,
  languageIdSchema,
  segmentSchema,
  type ExpressionsBody,
} from './expressions.schemas.js';

/** The Abby Expressions editor (spec 03 §2.12, §7 "Expressions"): admins alone (decision 0064). */
@ApiTags('abby expressions')
@ApiBearerAuth()
@AdminOnly()
@Controller('expressions')
export class ExpressionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reader: ExpressionsReader,
  ) {}

  /** English, the reference set, then each translation of it. */
  @Get('manager')
  @Answers(expressionsAnswer)
  async manager(): Promise<{ expressions: AbbyExpressions[] }> {
    return { expressions: await this.reader.manager() };
  }

  /** Replaces a language's translation of one set with the edited list; answers every language's. */
  @Put('language/:languageId/:segment')
  @Answers(expressionsAnswer)
  async replace(
    @ValidParam('languageId', languageIdSchema) languageId: number,
    @ValidParam('segment', segmentSchema) segment: ExpressionSegment,
    @ValidBody(expressionsBodySchema) body: ExpressionsBody,
    @Ctx() context: CommandContext,
  ): Promise<{ expressions: AbbyExpressions[] }> {
    const items: ExpressionItem[] = body.map((entry) => ({
      id: entry.id,
      texts: Object.fromEntries(
        EXPRESSION_FIELDS[segment].map((field) => [field, entry[field] ?? ''] as const),
      ),
    }));
    await this.commands.execute(
      new ExpressionsCommandMessage({ type: 'ReplaceExpressions', languageId, segment, items }, context),
    );
    return { expressions: await this.reader.manager() };
  }
}
