/**
 * Builds the HTTP application: security headers, request logs with correlation ids, the API
 * under /api, its OpenAPI document at /api/docs, the sign-in provider under /oidc, Socket.IO,
 * stored media through signed addresses (storage/), and in production the built console with history fallback.
 */
import type { Server } from 'node:http';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { PRODUCT_NAME } from '@ambient/core';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { OidcProviderService } from './auth/oidc-provider.service.js';
import { KIOSK_SECURITY_SCHEME } from './auth/public.decorator.js';
import { consoleStatic } from './common/console-static.js';
import { inputGuard } from './common/input-guard.js';
import { documentErrorAnswers, documentJsonBodies } from './common/validation.js';
import { CORRELATION_HEADER, correlationIdOf, type ApiRequest } from './common/request-context.js';
import type { AppConfig } from './config/app-config.js';
import { Metrics } from './health/metrics/index.js';
import { EVENT_STORE, ProjectionRunner, type EventStore } from '@ambient/event-sourcing';

export interface AppOptions extends AppModuleOptions {
  /** Where the built console is; served in production. */
  webDist?: string;
  /** Request logs (off in tests unless asked). */
  requestLogs?: boolean;
  /** A failed start throws instead of ending the process (tests of what stops a start). */
  throwOnStartFailure?: boolean;
}

/** Every write takes an optional `Idempotency-Key` header (common/idempotency.ts). */
function documentIdempotencyKey(document: OpenAPIObject): void {
  for (const path of Object.values(document.paths)) {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const operation = path[method];
      if (!operation) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Sent again with a retry, answers the first success instead of doing the work twice (one day, per caller).',
          schema: { type: 'string', maxLength: 255 },
        },
      ];
    }
  }
}

export async function createApp(
  config: AppConfig,
  options: AppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bufferLogs: false,
    logger: options.requestLogs === false ? ['error', 'warn'] : ['log', 'error', 'warn'],
    abortOnError: !options.throwOnStartFailure,
  });
  app.enableShutdownHooks();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // First, so every answer is counted, refusals before routing included (decision 0108).
  const metrics = app.get(Metrics);
  app.use(metrics.measureRequests());

  const externalIssuer = config.oidc.externalIssuer ? new URL(config.oidc.externalIssuer).origin : null;
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", ...(externalIssuer ? [externalIssuer] : [])],
          formAction: ["'self'", ...(externalIssuer ? [externalIssuer] : [])],
          frameAncestors: ["'self'"], // the console renews its token silently in a same-origin iframe
          upgradeInsecureRequests: null,
        },
      },
      // The sign-in provider redirects across the console's own origin only.
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Sent below, over HTTPS only: over plain HTTP browsers ignore it, and it would mislead.
      strictTransportSecurity: false,
    }),
  );
  const hsts = helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true });
  app.use((req: Request, res: Response, next: NextFunction) => (req.secure ? hsts(req, res, next) : next()));
  // API answers carry people's data: no browser or proxy keeps them.
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/media/')) res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.use((req: ApiRequest, res: Response, next: NextFunction) => {
    req.correlationId = correlationIdOf(req);
    res.setHeader(CORRELATION_HEADER, req.correlationId);
    next();
  });
  if (options.requestLogs !== false) {
    app.use(
      pinoHttp({
        level: config.logLevel,
        genReqId: (req) => (req as ApiRequest).correlationId ?? correlationIdOf(req as Request),
        customProps: (req) => ({ correlationId: (req as ApiRequest).correlationId }),
        serializers: {
          req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
        // Probes and scrapes come every few seconds: their lines would drown the rest.
        autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/metrics' },
      }),
    );
  }

  app.setGlobalPrefix('api');
  app.use('/api', ...inputGuard);

  // The OpenAPI document is built at its first request, not at every start: an API whose
  // document nobody reads (production, most test starts) never pays for scanning every route.
  if (config.apiDocs) {
    const document = (): OpenAPIObject => {
      const built = SwaggerModule.createDocument(
        app,
        new DocumentBuilder()
          .setTitle(`${PRODUCT_NAME} API`)
          .setDescription(
            'Every response carries errorSeverity (null on success, 0 validation or warning, above 0 internal) and errorMessage.',
          )
          .setVersion(config.version)
          .addBearerAuth()
          .addBasicAuth(
            {
              type: 'http',
              scheme: 'basic',
              description: "A kiosk's serial number and secret (decision 0078)",
            },
            KIOSK_SECURITY_SCHEME,
          )
          .build(),
      );
      documentIdempotencyKey(built);
      documentJsonBodies(built);
      documentErrorAnswers(built);
      return built;
    };
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  }

  await app.get(OidcProviderService).mount(app.getHttpAdapter().getInstance());

  const consoleFiles = config.production ? consoleStatic(options.webDist) : null;
  if (consoleFiles) app.use(consoleFiles);

  await app.init();
  // Idle connections stay open longer than clients keep theirs (undici's idle limit is 4 s, a load
  // balancer's often 60 s), so no client sends a request on a connection the server is closing
  // (ECONNRESET); the answers say how long (`Keep-Alive: timeout=65`).
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const projections = app.get(ProjectionRunner);
  await projections.start();
  metrics.watchProjections(projections, app.get<EventStore>(EVENT_STORE));
  return app;
}
