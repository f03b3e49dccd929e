/** Ambient Invitations (spec 03 §2.11): the module's public face. */
export { InvitationsScreen } from './components/InvitationsScreen';
export * from './api/invitations.endpoints';
