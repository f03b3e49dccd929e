import { describe, expect, it } from '@jest/globals';
import { BaseRole, FunctionalRole } from '@ambient/core';
import {
  factsOf,
  initialPassword,
  offeredDomains,
  offeredKiosks,
  pickersOf,
  shownRole,
  userFormOf,
  userPayloadOf,
  validateUserForm,
} from './user-form.util';

/** Kiosks 10 (facility 100, in domain 1) and 12 (facility 200, in domain 2). */
const options = {
  kiosks: [
    { id: 10, name: 'Abby 010', serialNumber: 'AB-10', typeId: 1, facilityId: 100 },
    { id: 12, name: 'Genie 012', serialNumber: 'GN-12', typeId: 2, facilityId: 200 },
  ],
  domains: [
    { id: 1, name: 'North', organizationName: 'Care', facilityIds: [100] },
    { id: 2, name: 'South', organizationName: 'Care', facilityIds: [200] },
  ],
};

describe('the user dialog (spec 02 §5 User, §6)', () => {
  it('asks for the email, the name and, when shown, the role, in the server’s words', () => {
    expect(validateUserForm(userFormOf(null), true).map((e) => e.key)).toEqual([
      'user.emailRequired',
      'profile.nameRequired',
      'user.roleRequired',
    ]);
    const form = { ...userFormOf(null), email: 'ann@example.org', name: 'Ann Lee' };
    expect(validateUserForm(form, false)).toEqual([]);
    expect(validateUserForm({ ...form, role: FunctionalRole.KioskManager }, true).map((e) => e.key)).toEqual([
      'user.kiosksRequired',
    ]);
  });
  it('sends English as null, the default resident only with several residents, the role when shown', () => {
    const form = {
      ...userFormOf(null),
      email: ' ann@example.org ',
      name: ' Ann Lee ',
      role: FunctionalRole.ResidentManager,
      residentIds: [5, 6],
      defaultResidentId: 9,
    };
    expect(userPayloadOf(form, 'admin', { roleShown: true })).toMatchObject({
      email: 'ann@example.org',
      name: 'Ann Lee',
      languageId: null,
      role: 'Manager',
      functionalRole: 'ResidentManager',
      defaultResidentId: 5,
    });
    expect(
      userPayloadOf({ ...form, residentIds: [5] }, 'genie-resident-contacts', {
        roleShown: false,
        residentId: 5,
      }),
    ).toMatchObject({ functionalRole: null, defaultResidentId: null, residentId: 5 });
  });
  it('offers domains that share no facility with the chosen kiosks, and kiosks outside the chosen domains', () => {
    const facts = factsOf(options);
    const form = { ...userFormOf(null), kioskIds: [10] };
    expect(offeredDomains(options.domains, form, facts).map((d) => d.id)).toEqual([2]);
    expect(
      offeredKiosks(options.kiosks, { ...userFormOf(null), domainIds: [2] }, facts).map((k) => k.id),
    ).toEqual([10]);
  });
  it('shows the pickers each role needs, and None Assigned for someone linked to nothing', () => {
    expect(pickersOf(FunctionalRole.DomainManager)).toEqual({ domains: true, kiosks: true, residents: true });
    expect(pickersOf(FunctionalRole.KioskManager)).toEqual({
      domains: false,
      kiosks: true,
      residents: false,
    });
    expect(pickersOf(FunctionalRole.Guest)).toEqual({ domains: false, kiosks: false, residents: true });
    const orphan = {
      role: BaseRole.Manager,
      functionalRole: FunctionalRole.Guest,
      domainIds: [],
      kioskIds: [],
      residentIds: [],
    };
    expect(shownRole(orphan)).toBe('none');
    expect(shownRole({ ...orphan, role: BaseRole.Admin, functionalRole: FunctionalRole.Admin })).toBe(
      'Admin',
    );
  });
  it('makes an initial password of at least 8 characters', () => {
    expect(initialPassword()).toMatch(/^\S{12}$/);
  });
});
