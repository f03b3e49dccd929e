import {
  decideOrganization,
  evolveOrganization,
  initialOrganizationState,
  type OrganizationCommand,
  type OrganizationEvent,
  type OrganizationState,
} from '@ambient/core';
import type { Decider } from '@ambient/event-sourcing';

export const organizationDecider: Decider<OrganizationCommand, OrganizationEvent, OrganizationState> = {
  initialState: initialOrganizationState,
  evolve: evolveOrganization,
  decide: decideOrganization,
};
