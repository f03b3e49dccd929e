import type { RoleFlags } from '@ambient/core';
import { AdminDashboard } from '../modules/admin-dashboard';
import { RequireSession } from '../modules/navigation';

const adminOnly = (flags: RoleFlags): boolean => flags.isAdmin;

/** /adminDashboard: admins only; anyone else is sent Home like any guarded route. */
export function AdminDashboardPage() {
  return (
    <RequireSession allow={adminOnly}>
      <AdminDashboard />
    </RequireSession>
  );
}
