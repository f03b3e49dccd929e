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

/**
 * Residents in scope: those of the kiosks in scope, and the caller's own residents (a kiosk
 * manager who is also a resident's family facilitator keeps that resident).
 */
export function residentScopeCondition(profile: Profile, params: unknown[]): string | null {
  const byKiosk = kioskScopeCondition(profile, params);
  // A virtual visitor (Guest) sees no resident here, their own included (spec 02).
  if (profile.residentIds.length === 0 || profile.functionalRole === FunctionalRole.Guest) return byKiosk;
  params.push(profile.residentIds);
  const own = `r.id = ANY($${params.length}::int[])`;
  return byKiosk === null ? own : `(${byKiosk} OR ${own})`;
}
