import type { RoleFlags } from '@ambient/core';
import { EventLogScreen } from '../modules/audit';
import { RequireSession } from '../modules/navigation';

const adminOnly = (flags: RoleFlags): boolean => flags.isAdmin;

/** /userEvents: the user log (spec 03 §2.17), for admins (decision 0059). */
export function UserEventsPage() {
  return (
    <RequireSession allow={adminOnly}>
      <EventLogScreen log="user" />
    </RequireSession>
  );
}

/** /residentEvents. */
export function ResidentEventsPage() {
  return (
    <RequireSession allow={adminOnly}>
      <EventLogScreen log="resident" />
    </RequireSession>
  );
}

/** /kioskEvents. */
export function KioskEventsPage() {
  return (
    <RequireSession allow={adminOnly}>
      <EventLogScreen log="kiosk" />
    </RequireSession>
  );
}

/** /playlistEvents: ABBY or GENIE, a kiosk's or a resident's playlists. */
export function PlaylistEventsPage() {
  return (
    <RequireSession allow={adminOnly}>
      <EventLogScreen log="playlist" />
    </RequireSession>
  );
}
