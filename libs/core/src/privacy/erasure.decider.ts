/** The erasure's command and its pure `decide`: a person is erased once. */
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import {
  evolveErasure,
  initialErasureState,
  type ErasedPerson,
  type ErasureEvent,
  type ErasureState,
} from './erasure.js';

export type ErasureCommand = { type: 'ErasePersonalData'; data: { subject: string } & ErasedPerson };

export function decideErasure(command: ErasureCommand, state: ErasureState): ErasureEvent[] {
  if (state.status === 'erased') throw new DomainError('person.alreadyErased', {}, 409);
  return [{ type: 'PersonalDataErased', data: command.data }];
}

/** An erasure stream's decider, for the engine (`AggregateStore.handle`). */
export const erasureDecider: Decider<ErasureCommand, ErasureEvent, ErasureState> = {
  initialState: initialErasureState,
  evolve: evolveErasure,
  decide: decideErasure,
};
