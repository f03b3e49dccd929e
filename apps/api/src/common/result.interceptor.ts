import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';

/** Adds the success half of the result convention to every JSON object a handler returns. */
@Injectable()
export class ResultInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((body: unknown) => {
        if (body === undefined || body === null) return { errorSeverity: null, errorMessage: null };
        if (typeof body !== 'object' || Buffer.isBuffer(body) || Array.isArray(body)) return body;
        if (typeof (body as { pipe?: unknown }).pipe === 'function') return body;
        return { errorSeverity: null, errorMessage: null, ...(body as Record<string, unknown>) };
      }),
    );
  }
}
