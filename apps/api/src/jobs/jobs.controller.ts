import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { DomainError } from '@ambient/core';
import { AdminOnly } from '../common/admin-only.guard.js';
import { Answers, doneAnswer, ZodPipe } from '../common/validation.js';
import type { FailedJob } from './job-map.js';
import { JobQueue } from './job-queue.js';
import { failedJobsAnswer, jobId } from './jobs.schemas.js';

type Success<T> = Omit<T, 'errorSeverity' | 'errorMessage'>;

/** Jobs that ran out of tries, with their error, and a retry (admins only). */
@ApiTags('jobs')
@ApiBearerAuth()
@AdminOnly()
@Controller('jobs')
export class JobsController {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  @Get('failed')
  @Answers(failedJobsAnswer)
  async failed(): Promise<Success<{ jobs: FailedJob[] }>> {
    return { jobs: await this.queue.failed() };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @Answers(doneAnswer)
  @ApiNotFoundResponse({ description: 'No failed job with this id' })
  @ApiParam({ name: 'id', schema: { type: 'string', minLength: 1, maxLength: 600 } })
  async retry(@Param('id', new ZodPipe(jobId, 'id')) id: string): Promise<Success<object>> {
    if (!(await this.queue.retry(id))) throw new DomainError('jobs.notFailed', {}, 404);
    return {};
  }
}
