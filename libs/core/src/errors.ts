import type { Message, MessageKey, MessageParams } from './i18n/messages.js';

/** A failed rule for one field of a form. */
export interface FieldError extends Message {
  field: string;
}

/** How a refused command or request is reported: the spec's errorSeverity and an HTTP status. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 422 | 423 | 429 | 431 | 500 | 503;

/**
 * A rule a command broke. Thrown by deciders and handlers; the API turns it into
 * `{ errorSeverity, errorMessage }` in the caller's language with the matching HTTP status.
 */
export class DomainError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly status: ErrorStatus = 422,
    /** 0 = validation or warning, above 0 = internal (spec 01 §8). */
    readonly severity: number = 0,
  ) {
    super(key);
    this.name = 'DomainError';
  }
}
