/**
 * The first checks every request meets, before any route: an address longer than
 * `RequestLimits.urlMax` answers 414; a malformed escape, a NUL or a lone surrogate in the path
 * or query answers 400; a JSON body nested deeper than `RequestLimits.bodyDepthMax`, or holding
 * a NUL or a lone surrogate in any key or text, answers 400. Nothing of such a request reaches
 * a command or the database.
 */
import type { NextFunction, Response } from 'express';
import express from 'express';
import { RequestLimits, translate, type MessageKey } from '@ambient/core';
import { languageOf, type ApiRequest } from './request-context.js';

/** A NUL, or half of a surrogate pair without its other half. */
const BAD_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badText = (value: string): boolean => BAD_TEXT.test(value);

function refuse(req: ApiRequest, res: Response, status: number, key: MessageKey): void {
  res.status(status).json({ errorSeverity: 0, errorMessage: translate(key, {}, languageOf(req)) });
}

/** The first fault of a parsed body, walked without recursion so no depth can overflow the stack. */
export function bodyFault(body: unknown): 'error.tooDeep' | 'error.invalidText' | null {
  const stack: Array<[unknown, number]> = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (badText(value)) return 'error.invalidText';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= RequestLimits.bodyDepthMax) return 'error.tooDeep';
      for (const [key, item] of Object.entries(value)) {
        if (badText(key)) return 'error.invalidText';
        stack.push([item, depth + 1]);
      }
    }
  }
  return null;
}

function checkAddress(req: ApiRequest, res: Response, next: NextFunction): void {
  const url = req.originalUrl ?? req.url;
  if (url.length > RequestLimits.urlMax) return refuse(req, res, 414, 'error.uriTooLong');
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, ' '));
  } catch {
    return refuse(req, res, 400, 'error.badRequest');
  }
  if (badText(decoded)) return refuse(req, res, 400, 'error.invalidText');
  next();
}

function checkBody(req: ApiRequest, res: Response, next: NextFunction): void {
  const fault = bodyFault(req.body);
  if (fault) return refuse(req, res, 400, fault);
  next();
}

/** A body that cannot be read: 413 when too large, else 400, in the spec's shape. */
function unreadableBody(
  err: { status?: number; type?: string },
  req: ApiRequest,
  res: Response,
  next: NextFunction,
): void {
  if (res.headersSent) return next(err);
  if (err.type === 'entity.too.large') return refuse(req, res, 413, 'error.tooLarge');
  refuse(req, res, 400, 'error.badRequest');
}

/**
 * The body parsers (the same as Nest's defaults, which then skip a parsed body) followed by the
 * checks, for the API's routes.
 */
export const inputGuard = [
  checkAddress,
  express.json({ limit: '100kb' }),
  express.urlencoded({ extended: true, limit: '100kb' }),
  unreadableBody,
  checkBody,
];
