import { ForbiddenException } from '@nestjs/common';
import { DomainError, type MessageKey } from '@ambient/core';

/** Whether the caller may see an item: it is theirs to see, outside their scope, or gone. */
export type Visibility = 'visible' | 'forbidden' | 'missing';

/** 404 with the item's own message when it does not exist, 403 when it is outside the caller's scope. */
export function assertVisible(visibility: Visibility, notFound: MessageKey): void {
  if (visibility === 'missing') throw new DomainError(notFound, {}, 404, 1);
  if (visibility === 'forbidden') throw new ForbiddenException();
}
