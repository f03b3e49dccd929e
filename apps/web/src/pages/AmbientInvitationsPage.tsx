import { InvitationsScreen } from '../modules/invitations';

/** Ambient Invitations (/abbyAmbientInvitationManager): the questions an idle Abby asks. */
export const AmbientInvitationsPage = () => <InvitationsScreen />;
