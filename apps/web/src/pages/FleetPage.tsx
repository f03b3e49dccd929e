import type { RoleFlags } from '@ambient/core';
import { FleetScreen } from '../modules/devices';
import { RequireSession } from '../modules/navigation';

const adminOnly = (flags: RoleFlags): boolean => flags.isAdmin;

/** /fleet: admins only; anyone else is sent Home like any guarded route. */
export function FleetPage() {
  return (
    <RequireSession allow={adminOnly}>
      <FleetScreen />
    </RequireSession>
  );
}
