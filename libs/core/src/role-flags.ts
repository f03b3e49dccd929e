import type { Profile, RoleFlags } from './api-types.js';
import { KioskType } from './constants.js';
import { BaseRole, FunctionalRole } from './roles.js';

export interface ManagedKioskTypes {
  /** Types of the kiosks the user manages (their own kiosks, or the kiosks of their domains). */
  kioskTypeIds: readonly number[];
  /** Types of the kiosks the user's residents live on. */
  residentKioskTypeIds: readonly number[];
}

export const NO_KIOSK_TYPES: ManagedKioskTypes = { kioskTypeIds: [], residentKioskTypeIds: [] };

/** The three fixed lists of identity ids of spec 01 §6. */
export interface RoleFlagLists {
  superAdminIds: readonly string[];
  unupdatedAbbysIds: readonly string[];
  statisticsUserIds: readonly string[];
  /** AUDITOR_IDS (decision 0059): read the event logs and histories whatever their role. */
  auditorIds: readonly string[];
}

/**
 * The menu and screen flags of spec 01 §6, computed on the server.
 * - isAdmin, isDomainManager, isKioskManager, isResidentManager: the functional role is that one.
 * - isManager: base role Manager or Admin.
 * - isKioskManager_Genie / _Abby: a kiosk or domain manager (treated alike, spec 01 §2.6) who
 *   manages at least one kiosk of that type.
 * - isResidentManager_Genie / _Abby: a family facilitator with a resident on a kiosk of that type.
 * - isGenieManager: an admin, or a kiosk or domain manager of at least one Genie kiosk.
 * - isSuperAdmin, canSeeUnupdatedAbbys, isStatisticsUser, isAuditor: the identity id is in that list.
 */
export function computeRoleFlags(
  profile: Pick<Profile, 'id' | 'role' | 'functionalRole'>,
  kioskTypes: ManagedKioskTypes,
  lists: RoleFlagLists,
): RoleFlags {
  const isAdmin = profile.functionalRole === FunctionalRole.Admin;
  const isDomainManager = profile.functionalRole === FunctionalRole.DomainManager;
  const isKioskManager = profile.functionalRole === FunctionalRole.KioskManager;
  const isResidentManager = profile.functionalRole === FunctionalRole.ResidentManager;
  const managesKiosks = isDomainManager || isKioskManager;
  const isKioskManager_Genie = managesKiosks && kioskTypes.kioskTypeIds.includes(KioskType.Genie);
  const isKioskManager_Abby = managesKiosks && kioskTypes.kioskTypeIds.includes(KioskType.Abby);
  return {
    isAdmin,
    isDomainManager,
    isKioskManager,
    isResidentManager,
    isManager: profile.role === BaseRole.Manager || profile.role === BaseRole.Admin,
    isGenieManager: isAdmin || isKioskManager_Genie,
    isKioskManager_Genie,
    isKioskManager_Abby,
    isResidentManager_Genie: isResidentManager && kioskTypes.residentKioskTypeIds.includes(KioskType.Genie),
    isResidentManager_Abby: isResidentManager && kioskTypes.residentKioskTypeIds.includes(KioskType.Abby),
    isSuperAdmin: lists.superAdminIds.includes(profile.id),
    canSeeUnupdatedAbbys: lists.unupdatedAbbysIds.includes(profile.id),
    isStatisticsUser: lists.statisticsUserIds.includes(profile.id),
    isAuditor: lists.auditorIds.includes(profile.id),
  };
}
