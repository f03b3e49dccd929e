import type { Profile, RoleFlags } from './api-types.js';
import { KioskType } from './constants.js';
import { BaseRole, FunctionalRole } from './roles.js';

export interface RoleFlagInputs {
  /** Types of the kiosks the user manages (directly or through their domains). */
  kioskTypeIds: readonly number[];
  /** Types of the kiosks their residents live on. */
  residentKioskTypeIds: readonly number[];
  superAdminIds: readonly string[];
  unupdatedAbbysIds: readonly string[];
  statisticsUserIds: readonly string[];
}

/** The menu and screen flags of spec 01 §6, computed once on the server. */
export function computeRoleFlags(profile: Pick<Profile, 'id' | 'role' | 'functionalRole'>, inputs: RoleFlagInputs): RoleFlags {
  const isAdmin = profile.functionalRole === FunctionalRole.Admin;
  const isDomainManager = profile.functionalRole === FunctionalRole.DomainManager;
  const isKioskManager = profile.functionalRole === FunctionalRole.KioskManager;
  const isResidentManager = profile.functionalRole === FunctionalRole.ResidentManager;
  const managesKiosks = isDomainManager || isKioskManager;
  const managesGenie = managesKiosks && inputs.kioskTypeIds.includes(KioskType.Genie);
  const managesAbby = managesKiosks && inputs.kioskTypeIds.includes(KioskType.Abby);
  return {
    isAdmin,
    isDomainManager,
    isKioskManager,
    isResidentManager,
    isManager: isAdmin || profile.role === BaseRole.Manager,
    isGenieManager: isAdmin || managesGenie,
    isKioskManager_Genie: managesGenie,
    isKioskManager_Abby: managesAbby,
    isResidentManager_Genie: isResidentManager && inputs.residentKioskTypeIds.includes(KioskType.Genie),
    isResidentManager_Abby: isResidentManager && inputs.residentKioskTypeIds.includes(KioskType.Abby),
    isSuperAdmin: isAdmin && inputs.superAdminIds.includes(profile.id),
    canSeeUnupdatedAbbys: inputs.unupdatedAbbysIds.includes(profile.id),
    isStatisticsUser: inputs.statisticsUserIds.includes(profile.id),
  };
}
