import type { RoleFlags } from '@ambient/core';
import { ButtonConfigsScreen } from '../modules/button-configs';
import { RequireSession } from '../modules/navigation';

/** Button Configs are for admins (the API answers 403 to anyone else); others are sent Home. */
const isAdmin = (flags: RoleFlags): boolean => flags.isAdmin;

export function ButtonConfigsPage() {
  return (
    <RequireSession allow={isAdmin}>
      <ButtonConfigsScreen />
    </RequireSession>
  );
}
