/**
 * A call that did not succeed, in the terms of the result convention: the HTTP status, the
 * errorSeverity (0 validation or warning, above 0 internal) and the server's errorMessage.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly severity: number,
    /** The server's errorMessage, already in the caller's language; null when there was none. */
    readonly serverMessage: string | null,
    /** Set for failures that never reached the server. */
    readonly kind: 'http' | 'network' | 'noToken' = 'http',
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || this.kind === 'noToken';
  }

  get isValidation(): boolean {
    return this.severity === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Where a failed call is reported; 'profile' titles internal errors "Profile Update Failed". */
export type ErrorContext = 'default' | 'profile';
