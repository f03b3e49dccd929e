import { SetPasswordScreen } from '../modules/people';

export function SetPasswordPage() {
  return <SetPasswordScreen />;
}
