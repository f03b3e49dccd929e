import { DomainError, type MessageKey } from '@ambient/core';

/** Whether the caller may see an item: it is theirs to see, outside their scope, or gone. */
export type Visibility = 'visible' | 'forbidden' | 'missing';

/**
 * 404 with the item's own message when it does not exist or is outside the caller's scope: the
 * two answers are the same, so ids cannot be probed (decision 0020).
 */
export function assertVisible(visibility: Visibility, notFound: MessageKey): void {
  if (visibility !== 'visible') throw new DomainError(notFound, {}, 404, 1);
}
