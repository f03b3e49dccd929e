import {
  decideDomain,
  evolveDomain,
  initialDomainState,
  type DomainCommand,
  type DomainEvent,
  type DomainState,
} from '@ambient/core';
import type { Decider } from '@ambient/event-sourcing';

export const domainDecider: Decider<DomainCommand, DomainEvent, DomainState> = {
  initialState: initialDomainState,
  evolve: evolveDomain,
  decide: decideDomain,
};
