import type { RoleFlags } from '@ambient/core';
import {
  ActivitiesScreen,
  OverrideKiosksScreen,
  UnupdatedAbbysScreen,
  UpdateZipsScreen,
} from '../modules/abby-updates';
import { RequireSession } from '../modules/navigation';

const isAdmin = (flags: RoleFlags): boolean => flags.isAdmin;
const mayListUnupdated = (flags: RoleFlags): boolean => flags.canSeeUnupdatedAbbys;

/** Manage Override Kiosks: admins; anyone else is sent Home. */
export function OverrideKiosksPage() {
  return (
    <RequireSession allow={isAdmin}>
      <OverrideKiosksScreen />
    </RequireSession>
  );
}

/** Unupdated Abbys: only the designated users (`UNUPDATED_ABBYS_IDS`); anyone else is sent Home. */
export function UnupdatedAbbysPage() {
  return (
    <RequireSession allow={mayListUnupdated}>
      <UnupdatedAbbysScreen />
    </RequireSession>
  );
}

/** Abby Update Zips (/abbyUpdateZipManager): admins; anyone else is sent Home. */
export function UpdateZipsPage() {
  return (
    <RequireSession allow={isAdmin}>
      <UpdateZipsScreen />
    </RequireSession>
  );
}

/** Abby Activity Manager (/abbyActivityManager): admins; anyone else is sent Home. */
export function ActivitiesPage() {
  return (
    <RequireSession allow={isAdmin}>
      <ActivitiesScreen />
    </RequireSession>
  );
}
