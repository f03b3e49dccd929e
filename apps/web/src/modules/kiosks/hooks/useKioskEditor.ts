import type { RoleFlags } from '@ambient/core';
import { useSession } from '../../session';
import { actingUserId } from '../utils/kiosk-form.util';

/** What the signed-in user may do with kiosks (spec 02 §2 Kiosk edit dialog, §6). */
export interface KioskEditorRights {
  isAdmin: boolean;
  /** Creating and deleting kiosks: admins only. */
  canCreateAndDelete: boolean;
  /** The language field: admins and domain managers. */
  canSetLanguage: boolean;
  /** TeamViewer and auto updates: super admins only. */
  isSuperAdmin: boolean;
  /** Kiosk managers save the base fields only (name, description, Genie contact). */
  baseOnly: boolean;
  /** The acting user's id without the "auth0|" prefix. */
  userId: string | null;
}

export function kioskEditorRights(flags: RoleFlags | null, profileId: string | null): KioskEditorRights {
  const isAdmin = flags?.isAdmin ?? false;
  const isDomainManager = flags?.isDomainManager ?? false;
  return {
    isAdmin,
    canCreateAndDelete: isAdmin,
    canSetLanguage: isAdmin || isDomainManager,
    isSuperAdmin: flags?.isSuperAdmin ?? false,
    baseOnly: !isAdmin && !isDomainManager,
    userId: actingUserId(profileId),
  };
}

export function useKioskEditor(): KioskEditorRights {
  const { flags, profile } = useSession();
  return kioskEditorRights(flags, profile?.id ?? null);
}
