import type { RoleFlags } from '@ambient/core';
import { KeyTagsScreen } from '../modules/key-tags';
import { RequireSession } from '../modules/navigation';

/** Admins, domain managers and kiosk managers map their kiosks' keys; anyone else is sent Home. */
const mayMapKeys = (flags: RoleFlags): boolean =>
  flags.isAdmin || flags.isDomainManager || flags.isKioskManager;

export function KeyTagMapperPage() {
  return (
    <RequireSession allow={mayMapKeys}>
      <KeyTagsScreen />
    </RequireSession>
  );
}
