import type { DomainError } from '@ambient/core';

/**
 * The answer of a delete pre-check: `{ allowed: true }`, or the refusal the delete itself would
 * give (HTTP 422, severity 0, the message in the reader's language), which the console shows as
 * a validation failure (spec 02 §8).
 */
export function deleteCheckAnswer(blocker: DomainError | null): { allowed: true } {
  if (blocker) throw blocker;
  return { allowed: true };
}

/** Reads a numeric route or body id; anything else is no id. */
export function toId(value: unknown): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
