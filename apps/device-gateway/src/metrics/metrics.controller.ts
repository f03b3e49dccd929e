import { Controller, Get, Headers, Inject, Ip, Res, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { translate } from '@ambient/core';
import { mayReadMetrics } from '../config/api-token.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config.js';
import { GatewayMetrics } from './gateway-metrics.js';

@Controller()
export class MetricsController {
  constructor(
    private readonly metrics: GatewayMetrics,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * The Prometheus scrape: to METRICS_TOKEN or GATEWAY_API_TOKEN as a bearer, or with neither set
   * to the loopback (decision 0108); anyone else gets 401 in the API's error shape.
   */
  @Get('metrics')
  async scrape(
    @Headers('authorization') authorization: string | undefined,
    @Headers('accept-language') language: string | undefined,
    @Ip() ip: string,
    @Res() res: Response,
  ): Promise<void> {
    const tokens = { metricsToken: this.config.metricsToken, apiToken: this.config.api?.token };
    if (!mayReadMetrics(tokens, authorization, ip))
      throw new UnauthorizedException({
        errorSeverity: 1,
        errorMessage: translate('error.metricsRefused', {}, /^\s*fr\b/i.test(language ?? '') ? 2 : 1),
      });
    const { contentType, text } = await this.metrics.exposition();
    res.status(200).setHeader('Content-Type', contentType).setHeader('Cache-Control', 'no-store').send(text);
  }
}
