import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Principal } from '../auth/auth.port.js';
import type { CommandContext } from '@ambient/event-sourcing';

/** The request as the API sees it: the correlation id (set by middleware) and the caller. */
export interface ApiRequest extends Request {
  correlationId?: string;
  user?: Principal;
}

export const CORRELATION_HEADER = 'x-correlation-id';

/** Reuses a well-formed incoming correlation id, otherwise makes one. */
export function correlationIdOf(req: Request): string {
  const incoming = req.headers[CORRELATION_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && /^[\w.:-]{8,100}$/.test(value) ? value : randomUUID();
}

/** The language messages are written in: the caller's profile, else the Accept-Language header. */
export function languageOf(req: ApiRequest): number {
  const fromProfile = req.user?.profile.languageId;
  if (fromProfile) return fromProfile;
  const header = req.headers['accept-language'] ?? '';
  return /^\s*fr\b/i.test(header) ? 2 : 1;
}

export function commandContextOf(req: ApiRequest): CommandContext {
  return {
    userId: req.user?.profile.id ?? null,
    functionalRole: req.user?.profile.functionalRole ?? null,
    correlationId: req.correlationId ?? randomUUID(),
    source: 'console',
    now: new Date(),
  };
}

/** `@Ctx()` gives a handler the CommandContext of its request. */
export const Ctx = createParamDecorator((_data: unknown, host: ExecutionContext): CommandContext =>
  commandContextOf(host.switchToHttp().getRequest<ApiRequest>()),
);
