import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, translate, type MessageKey } from '@ambient/core';
import { isDatabaseUnavailable } from '../database/unavailable.js';
import { languageOf, type ApiRequest } from './request-context.js';

/** Validation-like statuses are severity 0 (a warning the user can fix); the rest are above 0. */
export function severityFor(status: number): number {
  return status === 400 || status === 409 || status === 413 || status === 422 ? 0 : 1;
}

const KEY_BY_STATUS: Record<number, MessageKey> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.conflict',
  413: 'error.tooLarge',
};

/**
 * Every error leaves as `{ errorSeverity, errorMessage }` with the matching HTTP status, in
 * the caller's language. Internal details are logged, never sent.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('API');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<ApiRequest>();
    const res = http.getResponse<Response>();
    if (res.headersSent) return;
    const language = languageOf(req);

    if (exception instanceof DomainError) {
      res.status(exception.status).json({
        errorSeverity: exception.severity,
        errorMessage: translate(exception.key, exception.params, language),
      });
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const given =
        typeof body === 'object' && body !== null && 'errorMessage' in body
          ? (body as { errorMessage: unknown }).errorMessage
          : null;
      const key = KEY_BY_STATUS[status] ?? (status >= 500 ? 'error.internal' : 'error.badRequest');
      res.status(status).json({
        errorSeverity: severityFor(status),
        errorMessage: typeof given === 'string' ? given : translate(key, {}, language),
      });
      return;
    }
    if (isDatabaseUnavailable(exception)) {
      // The database is down or restarting: a clean 503 the client may retry, not a 500.
      this.logger.warn({ err: exception, correlationId: req.correlationId }, 'Database unavailable');
      res.status(503).json({ errorSeverity: 1, errorMessage: translate('error.internal', {}, language) });
      return;
    }
    this.logger.error({ err: exception, correlationId: req.correlationId }, 'Unhandled error');
    res.status(500).json({ errorSeverity: 1, errorMessage: translate('error.internal', {}, language) });
  }
}
