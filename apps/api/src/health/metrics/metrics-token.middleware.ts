import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Metrics } from './metrics.js';
import { showsMetricsToken } from './metrics-token.js';
import { ROUTE_LOCAL } from './route-pattern.js';

/**
 * Answers `GET /api/metrics` to the holder of the metrics token, before the sign-in guard (which
 * takes people's tokens only); every other caller goes on to the route, which opens to admins.
 */
@Injectable()
export class MetricsTokenMiddleware implements NestMiddleware {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (!showsMetricsToken(this.config.metrics.token, req.headers.authorization)) return next();
    res.locals[ROUTE_LOCAL] = '/api/metrics';
    this.metrics.answer(res).catch(next);
  }
}
