import type { MessageKind, MessagePurge, PurgeDirection } from '@ambient/core';

/** A purge's id is a link only when the purge holds messages (spec 03 §2.16). */
export const purgeHasDetails = (purge: MessagePurge): boolean => purge.numMessages > 0;

/** The translation key of a detail's Type (the message's kind). */
export const purgeTypeKey = (kind: MessageKind): `types.${MessageKind}` => `types.${kind}`;

/** The translation key of a detail's Direction. */
export const purgeDirectionKey = (
  direction: PurgeDirection,
): 'directions.toResident' | 'directions.toUser' =>
  direction === 'User To Resident' ? 'directions.toResident' : 'directions.toUser';
