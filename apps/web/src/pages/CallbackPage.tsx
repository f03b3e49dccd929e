import { SignInCallback } from '../modules/session';

export function CallbackPage() {
  return <SignInCallback />;
}
