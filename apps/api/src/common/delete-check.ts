import { DomainError, RequestLimits } from '@ambient/core';

/**
 * The answer of a delete pre-check: `{ allowed: true }`, or the refusal the delete itself would
 * give (HTTP 422, severity 0, the message in the reader's language), which the console shows as
 * a validation failure (spec 02 §8).
 */
export function deleteCheckAnswer(blocker: DomainError | null): { allowed: true } {
  if (blocker) throw blocker;
  return { allowed: true };
}

/**
 * Reads a numeric route or body id; anything else is no id. A whole number beyond the ids the
 * database can hold is refused with 400 rather than read as none.
 */
export function toId(value: unknown): number | null {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (Number.isInteger(id) && id > RequestLimits.idMax)
    throw new DomainError('error.invalidField', { field: 'id' }, 400);
  return Number.isInteger(id) && id > 0 ? id : null;
}
