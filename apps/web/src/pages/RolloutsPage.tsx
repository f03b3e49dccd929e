import type { RoleFlags } from '@ambient/core';
import { RequireSession } from '../modules/navigation';
import { RolloutsScreen } from '../modules/rollouts';

const adminOnly = (flags: RoleFlags): boolean => flags.isAdmin;

/** /rollouts: admins only; anyone else is sent Home like any guarded route. */
export function RolloutsPage() {
  return (
    <RequireSession allow={adminOnly}>
      <RolloutsScreen />
    </RequireSession>
  );
}
