import { translate, type DomainError } from '@ambient/core';

/** The answer of a delete pre-check: allowed, or severity 0 with the reason in the reader's language. */
export function deleteCheckAnswer(
  blocker: DomainError | null,
  language: number,
): { allowed: boolean; errorSeverity?: number; errorMessage?: string } {
  if (!blocker) return { allowed: true };
  return {
    allowed: false,
    errorSeverity: blocker.severity,
    errorMessage: translate(blocker.key, blocker.params, language),
  };
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
