import { Controller, Get, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../common/admin-only.guard.js';
import { Metrics } from './metrics.js';

/**
 * `GET /api/metrics`, the Prometheus scrape (decision 0108). A scraper shows the metrics token
 * (`Authorization: Bearer <METRICS_TOKEN>`), which `MetricsTokenMiddleware` answers before the
 * sign-in guard; any other caller needs an admin's token: 401 without one, 403 for anyone else.
 */
@ApiTags('metrics')
@ApiBearerAuth()
@AdminOnly()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: Metrics) {}

  @Get()
  @ApiOperation({
    summary: 'Prometheus metrics',
    description:
      'Requests, errors and latency by route pattern, job queue depth and tries, projection lag, event-store append latency and the process’s own metrics, in Prometheus text format. Answers the metrics token (METRICS_TOKEN) as a bearer, or an admin.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition (version 0.0.4)', schema: { type: 'string' } })
  async scrape(@Res() res: Response): Promise<void> {
    await this.metrics.answer(res);
  }
}
