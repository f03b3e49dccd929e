import { describe, expect, it } from '@jest/globals';
import { BaseRole, FunctionalRole, deriveFunctionalRole } from './index.js';

const subject = (
  role: BaseRole,
  ids: Partial<Record<'domainIds' | 'kioskIds' | 'residentIds', number[]>> = {},
) => ({
  role,
  domainIds: ids.domainIds ?? [],
  kioskIds: ids.kioskIds ?? [],
  residentIds: ids.residentIds ?? [],
});

describe('deriveFunctionalRole', () => {
  it('gives Admin to the Admin base role whatever it is assigned', () => {
    expect(deriveFunctionalRole(subject(BaseRole.Admin, { kioskIds: [1] }))).toBe(FunctionalRole.Admin);
  });
  it('gives DomainManager to a Manager with domains, before kiosks and residents', () => {
    expect(
      deriveFunctionalRole(subject(BaseRole.Manager, { domainIds: [1], kioskIds: [2], residentIds: [3] })),
    ).toBe(FunctionalRole.DomainManager);
  });
  it('gives KioskManager when kiosks are assigned and no domain', () => {
    expect(deriveFunctionalRole(subject(BaseRole.Manager, { kioskIds: [2], residentIds: [3] }))).toBe(
      FunctionalRole.KioskManager,
    );
  });
  it('gives ResidentManager (Family Facilitator) to a Manager with only residents', () => {
    expect(deriveFunctionalRole(subject(BaseRole.Manager, { residentIds: [3] }))).toBe(
      FunctionalRole.ResidentManager,
    );
  });
  it('keeps a Guest with residents or kiosks a Guest (a Virtual Visitor is a resident’s contact)', () => {
    expect(deriveFunctionalRole(subject(BaseRole.Guest, { residentIds: [3] }))).toBe(FunctionalRole.Guest);
    expect(deriveFunctionalRole(subject(BaseRole.Guest, { kioskIds: [3] }))).toBe(FunctionalRole.Guest);
  });
  it('gives Guest (Virtual Visitor) when nothing is assigned', () => {
    expect(deriveFunctionalRole(subject(BaseRole.Manager))).toBe(FunctionalRole.Guest);
    expect(deriveFunctionalRole(subject(BaseRole.Guest))).toBe(FunctionalRole.Guest);
  });
  it('does not make a Guest with domains a DomainManager', () => {
    expect(deriveFunctionalRole(subject(BaseRole.Guest, { domainIds: [1] }))).toBe(FunctionalRole.Guest);
  });
});
