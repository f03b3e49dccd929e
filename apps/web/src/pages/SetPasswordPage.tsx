import { SetPasswordScreen } from '../modules/users';

export function SetPasswordPage() {
  return <SetPasswordScreen />;
}
