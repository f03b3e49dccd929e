/**
 * Erasing a person (decision 0024): the fact is recorded in a stream of its own, the person's
 * key is destroyed beside it, and every personal field of theirs reads as erased from then on.
 */

/** Who is erased: a user or a resident, named by their stream id (the subject of their personal data). */
export type ErasedPerson = { userId: string; residentId: null } | { userId: null; residentId: number };

export type ErasureEvent = { type: 'PersonalDataErased'; data: { subject: string } & ErasedPerson };

export type ErasureState = { status: 'kept' } | { status: 'erased'; subject: string };

export const initialErasureState: ErasureState = { status: 'kept' };

export function evolveErasure(_state: ErasureState, event: ErasureEvent): ErasureState {
  return { status: 'erased', subject: event.data.subject };
}

/** The stream that records a person's erasure. */
export const erasureStream = (subject: string): string => `erasure-${subject}`;
