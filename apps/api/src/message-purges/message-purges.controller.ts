import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { DomainError, type MessagePurge, type MessagePurgeDetail } from '@ambient/core';
import { AuditReadersGuard } from '../audit/index.js';
import { languageOf, type ApiRequest } from '../common/request-context.js';
import { Answers, IdParam } from '../common/validation.js';
import { messagePurgeDetailsAnswer, messagePurgesAnswer } from './message-purge.schemas.js';
import { MessagePurgesReader } from './message-purges.reader.js';

/**
 * Message Purges (spec 03 §2.16, §7): the purges the scheduled job recorded and what became of
 * each message, for admins and the auditors who read the event logs (decision 0070).
 */
@ApiTags('message purges')
@ApiBearerAuth()
@UseGuards(AuditReadersGuard)
@ApiForbiddenResponse({ description: 'Neither an admin nor an auditor' })
@Controller('admin')
export class MessagePurgesController {
  constructor(private readonly reader: MessagePurgesReader) {}

  /** Every purge, newest first. */
  @Get('message-purges')
  @Answers(messagePurgesAnswer)
  async list(): Promise<{ messagePurges: MessagePurge[] }> {
    return { messagePurges: await this.reader.list() };
  }

  /** The messages one purge took, with what became of each, statuses in the caller's language. */
  @Get('message-purge-details/purge/:id')
  @Answers(messagePurgeDetailsAnswer)
  @ApiNotFoundResponse({ description: 'No such purge' })
  async details(
    @IdParam() id: number,
    @Req() req: ApiRequest,
  ): Promise<{ messagePurgeDetails: MessagePurgeDetail[] }> {
    const details = await this.reader.details(id, languageOf(req));
    if (!details) throw new DomainError('messagePurge.notFound', {}, 404);
    return { messagePurgeDetails: details };
  }
}
