/**
 * Creation of organizations, domains, facilities, kiosks and residents: the one rule the
 * foundation needs is that an id is created once. Their full rules arrive with their slices.
 */
import { DomainError } from '../errors.js';
import type { HierarchyEvent } from './hierarchy.js';

export type CreationState = { status: 'absent' } | { status: 'created'; type: HierarchyEvent['type'] };

export type CreationCommand = { type: 'Create'; event: HierarchyEvent };

export const initialCreationState: CreationState = { status: 'absent' };

export function evolveCreation(state: CreationState, event: HierarchyEvent): CreationState {
  return state.status === 'absent' ? { status: 'created', type: event.type } : state;
}

export function decideCreation(command: CreationCommand, state: CreationState): HierarchyEvent[] {
  if (state.status !== 'absent') throw new DomainError('error.conflict', {}, 409);
  return [command.event];
}
