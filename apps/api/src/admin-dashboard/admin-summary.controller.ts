import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { SUMMARY_KINDS, type SummaryKind } from '@ambient/core';
import { AdminOnly } from '../common/admin-only.guard.js';
import { AdminSummaryReader, type Summary } from './admin-summary.reader.js';
import { Answers } from '../common/validation.js';
import { summaryAnswer } from './admin-summary.schemas.js';

const isSummaryKind = (value: string): value is SummaryKind =>
  (SUMMARY_KINDS as readonly string[]).includes(value);

/** The admin dashboard's counts, one call per tile, in the order the console loads them. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/summary')
export class AdminSummaryController {
  constructor(private readonly summaries: AdminSummaryReader) {}

  /**
   * organization, domain, facility: `{ count }`; kiosk, resident: `{ genieCount, abbyCount }`;
   * user: `{ adminCount, domainManagerCount, kioskManagerCount, familyFacilitatorCount,
   * virtualVisitorCount }`.
   */
  @Get(':kind')
  @Answers(summaryAnswer)
  @ApiParam({ name: 'kind', enum: SUMMARY_KINDS })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'Unknown summary kind' })
  summary(@Param('kind') kind: string): Promise<Summary> {
    if (!isSummaryKind(kind)) throw new NotFoundException();
    return this.summaries.summary(kind);
  }
}
