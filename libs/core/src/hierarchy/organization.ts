/** The Organization aggregate: events, state and `evolve`. */
export type OrganizationEvent =
  | { type: 'OrganizationCreated'; data: { organizationId: number; name: string } }
  | { type: 'OrganizationRenamed'; data: { organizationId: number; name: string } }
  | { type: 'OrganizationDeleted'; data: { organizationId: number; domainIds: number[] } };

export type OrganizationState =
  | { status: 'absent' }
  | { status: 'active'; organizationId: number; name: string }
  | { status: 'deleted'; organizationId: number };

export const initialOrganizationState: OrganizationState = { status: 'absent' };

export function evolveOrganization(state: OrganizationState, event: OrganizationEvent): OrganizationState {
  switch (event.type) {
    case 'OrganizationCreated':
    case 'OrganizationRenamed':
      return { status: 'active', organizationId: event.data.organizationId, name: event.data.name };
    case 'OrganizationDeleted':
      return { status: 'deleted', organizationId: event.data.organizationId };
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const organizationStream = (id: number): string => `organization-${id}`;
