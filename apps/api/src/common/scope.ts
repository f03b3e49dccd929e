import { FunctionalRole, type Profile } from '@ambient/core';

/**
 * What a caller may see (ARCHITECTURE, the read path): an admin every kiosk and resident; a
 * domain manager the kiosks of the facilities in their domains and their residents; a kiosk
 * manager their kiosks and their residents; a family facilitator their residents; a virtual
 * visitor nothing. These build SQL conditions over `kiosks k LEFT JOIN facilities f` and
 * `residents r`, appending their values to `params`.
 */
export function kioskScopeCondition(profile: Profile, params: unknown[]): string | null {
  switch (profile.functionalRole) {
    case FunctionalRole.Admin:
      return 'TRUE';
    case FunctionalRole.DomainManager:
      params.push(profile.domainIds);
      return `f.domain_id = ANY($${params.length}::int[])`;
    case FunctionalRole.KioskManager:
      params.push(profile.kioskIds);
      return `k.id = ANY($${params.length}::int[])`;
    case FunctionalRole.ResidentManager:
    case FunctionalRole.Guest:
      return null;
    default: {
      const exhaustive: never = profile.functionalRole;
      return exhaustive;
    }
  }
}

/** Residents in scope: those of the kiosks in scope, and a family facilitator's own. */
export function residentScopeCondition(profile: Profile, params: unknown[]): string | null {
  if (profile.functionalRole === FunctionalRole.ResidentManager) {
    params.push(profile.residentIds);
    return `r.id = ANY($${params.length}::int[])`;
  }
  return kioskScopeCondition(profile, params);
}
