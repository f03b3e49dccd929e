import { Global, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APPEND_OBSERVER } from '@ambient/event-sourcing';
import { Metrics } from './metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsTokenMiddleware } from './metrics-token.middleware.js';

/**
 * The metrics (decision 0108), for the API and `npm run worker` alike: `Metrics`, which the
 * aggregate store tells of every append (`APPEND_OBSERVER`), and `GET /api/metrics`.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, { provide: APPEND_OBSERVER, useExisting: Metrics }, MetricsTokenMiddleware],
  exports: [Metrics, APPEND_OBSERVER],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(MetricsTokenMiddleware).forRoutes({ path: 'metrics', method: RequestMethod.GET });
  }
}
