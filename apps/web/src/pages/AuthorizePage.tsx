import { AuthorizeRedirect } from '../modules/session';

export function AuthorizePage() {
  return <AuthorizeRedirect />;
}
