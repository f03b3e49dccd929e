/**
 * Creation of kiosks and residents: the one rule the
 * foundation needs is that an id is created once. Their full rules arrive with their slices.
 */
import { DomainError } from '../errors.js';
import type { KioskResidentEvent } from './hierarchy.js';

export type CreationState = { status: 'absent' } | { status: 'created'; type: KioskResidentEvent['type'] };

export type CreationCommand = { type: 'Create'; event: KioskResidentEvent };

export const initialCreationState: CreationState = { status: 'absent' };

export function evolveCreation(state: CreationState, event: KioskResidentEvent): CreationState {
  return state.status === 'absent' ? { status: 'created', type: event.type } : state;
}

export function decideCreation(command: CreationCommand, state: CreationState): KioskResidentEvent[] {
  if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
  return [command.event];
}
