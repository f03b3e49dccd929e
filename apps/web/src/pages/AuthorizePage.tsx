import { AuthorizeRedirect } from '../modules/session/components/AuthorizeRedirect';

export function AuthorizePage() {
  return <AuthorizeRedirect />;
}
