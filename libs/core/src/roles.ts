/** Base roles, functional roles and the derivation rule between them (spec 01 §3, §6). */

export const BaseRole = { Guest: 'Guest', Manager: 'Manager', Admin: 'Admin' } as const;
export type BaseRole = (typeof BaseRole)[keyof typeof BaseRole];

export const FunctionalRole = {
  Admin: 'Admin',
  DomainManager: 'DomainManager',
  KioskManager: 'KioskManager',
  ResidentManager: 'ResidentManager',
  Guest: 'Guest',
} as const;
export type FunctionalRole = (typeof FunctionalRole)[keyof typeof FunctionalRole];

/** The colour each functional role is shown in on the toolbar. */
export const functionalRoleColor: Record<FunctionalRole, string> = {
  Admin: '#c62828',
  DomainManager: '#6a1b9a',
  KioskManager: '#1565c0',
  ResidentManager: '#2e7d32',
  Guest: '#ef6c00',
};

export interface RoleSubject {
  role: BaseRole;
  domainIds: readonly number[];
  kioskIds: readonly number[];
  residentIds: readonly number[];
}

/**
 * Admin gives Admin; Manager with domain ids gives DomainManager; else Manager with kiosk ids
 * KioskManager; else Manager with resident ids ResidentManager (Family Facilitator); otherwise
 * Guest (Virtual Visitor), who may have residents as a contact. See
 * docs/decisions/0003-functional-role-derivation.md.
 */
export function deriveFunctionalRole(subject: RoleSubject): FunctionalRole {
  if (subject.role === BaseRole.Admin) return FunctionalRole.Admin;
  if (subject.role !== BaseRole.Manager) return FunctionalRole.Guest;
  if (subject.domainIds.length > 0) return FunctionalRole.DomainManager;
  if (subject.kioskIds.length > 0) return FunctionalRole.KioskManager;
  if (subject.residentIds.length > 0) return FunctionalRole.ResidentManager;
  return FunctionalRole.Guest;
}

export function isBaseRole(value: unknown): value is BaseRole {
  return value === BaseRole.Guest || value === BaseRole.Manager || value === BaseRole.Admin;
}
