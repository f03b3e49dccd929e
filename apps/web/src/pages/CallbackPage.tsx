import { SignInCallback } from '../modules/session/components/SignInCallback';

export function CallbackPage() {
  return <SignInCallback />;
}
