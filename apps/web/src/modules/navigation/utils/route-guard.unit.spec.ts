import { describe, expect, it } from '@jest/globals';
import type { RoleFlags } from '@ambient/core';
import { guardDecision } from './route-guard.util';
import { canOpen, visibleMenuEntries } from './route-table.constant';

const none: RoleFlags = {
  isAdmin: false,
  isDomainManager: false,
  isKioskManager: false,
  isResidentManager: false,
  isManager: false,
  isGenieManager: false,
  isKioskManager_Genie: false,
  isKioskManager_Abby: false,
  isResidentManager_Genie: false,
  isResidentManager_Abby: false,
  isSuperAdmin: false,
  canSeeUnupdatedAbbys: false,
  isStatisticsUser: false,
  isAuditor: false,
};
const signedIn = { status: 'signedIn' as const, profileId: 'u1', flags: none };

describe('route guard (spec 01 §2.2)', () => {
  it('always lets /, /callback and /authorize pass', () => {
    for (const path of ['/', '/callback', '/authorize']) {
      expect(guardDecision(path, { status: 'signedOut', profileId: null, flags: null })).toBe('allow');
    }
  });

  it('sends a signed-out visitor, or a profile without id, back Home', () => {
    expect(guardDecision('/kioskManager', { status: 'signedOut', profileId: null, flags: null })).toBe(
      'redirectHome',
    );
    expect(guardDecision('/kioskManager', { ...signedIn, profileId: '' })).toBe('redirectHome');
  });

  it('waits while the session loads, then lets a signed-in user in', () => {
    expect(guardDecision('/kioskManager', { status: 'loading', profileId: null, flags: null })).toBe('wait');
    expect(guardDecision('/kioskDashboard', signedIn)).toBe('allow');
  });

  it('applies a route narrowing', () => {
    const onlyList = (f: RoleFlags) => f.canSeeUnupdatedAbbys;
    expect(guardDecision('/unupdatedAbbys', signedIn, onlyList)).toBe('redirectHome');
    expect(
      guardDecision(
        '/unupdatedAbbys',
        { ...signedIn, flags: { ...none, canSeeUnupdatedAbbys: true } },
        onlyList,
      ),
    ).toBe('allow');
  });
});

describe('who may open a screen (the route table)', () => {
  it('sends a virtual visitor who types /residentManager back Home', () => {
    const allow = (flags: RoleFlags) => canOpen('ResidentManager', flags);
    expect(guardDecision('/residentManager', signedIn, allow)).toBe('redirectHome');
    expect(
      guardDecision('/residentManager', { ...signedIn, flags: { ...none, isManager: true } }, allow),
    ).toBe('allow');
  });

  it('keeps admin screens to admins, and lets dashboards lead anyone signed in to their screens', () => {
    expect(canOpen('OrganizationManager', none)).toBe(false);
    expect(canOpen('OrganizationManager', { ...none, isAdmin: true })).toBe(true);
    expect(canOpen('ConfigManager', { ...none, isManager: true })).toBe(false);
    for (const route of ['AbbyActivityManager', 'AbbyUpdateZipManager', 'UpdateOverrideAbbys'] as const) {
      expect(canOpen(route, { ...none, isManager: true, isKioskManager_Abby: true })).toBe(false);
      expect(canOpen(route, { ...none, isAdmin: true })).toBe(true);
    }
    expect(canOpen('ResidentPlaylistManager', none)).toBe(true);
    expect(canOpen('KioskDashboard', none)).toBe(true);
  });

  it('never lists in the drawer a screen the user may not open', () => {
    const all = { ...none, isManager: true, isGenieManager: true, isKioskManager_Genie: true };
    for (const entry of visibleMenuEntries(all)) expect(canOpen(entry.route, all)).toBe(true);
  });
});

describe('menu entries (spec 01 §2.5, §6)', () => {
  const routes = (flags: RoleFlags) => visibleMenuEntries(flags).map((e) => e.route);

  it('shows a guest only Home', () => {
    expect(routes(none)).toEqual(['Home']);
  });

  it('shows admins every entry but Unupdated Abbys unless on its list', () => {
    const admin = routes({ ...none, isAdmin: true });
    expect(admin).toContain('OrganizationManager');
    expect(admin).toContain('AbbySharedLibraryManager');
    // The live fleet, beyond the spec, right after the kiosks it reports on (decision 0037).
    expect(admin.slice(admin.indexOf('KioskManager'), admin.indexOf('KioskManager') + 2)).toEqual([
      'KioskManager',
      'Fleet',
    ]);
    expect(admin).not.toContain('UnupdatedAbbys');
    // The Abby update screens are reached from the admin dashboard's ABBY menu (spec 01 §2.11).
    expect(admin).not.toContain('AbbyActivityManager');
    expect(admin).not.toContain('AbbyUpdateZipManager');
    expect(routes({ ...none, isAdmin: true, canSeeUnupdatedAbbys: true })).toContain('UnupdatedAbbys');
  });

  it('gives an auditor the four logs and the message purges in the drawer, and keeps everyone else out of them', () => {
    // The message purges' record sits with the logs (decision 0070).
    const logs = ['UserEvents', 'ResidentEvents', 'KioskEvents', 'PlaylistEvents', 'MessagePurges'] as const;
    expect(routes({ ...none, isAuditor: true })).toEqual(['Home', ...logs]);
    // An admin reaches them from the admin dashboard's menu, not the drawer (spec 01 §2.11).
    expect(routes({ ...none, isAdmin: true, isAuditor: true })).not.toContain('UserEvents');
    expect(routes({ ...none, isAdmin: true, isAuditor: true })).not.toContain('MessagePurges');
    for (const route of [...logs, 'History', 'WhoCouldSee'] as const) {
      expect(canOpen(route, { ...none, isAuditor: true })).toBe(true);
      expect(canOpen(route, { ...none, isAdmin: true })).toBe(true);
      expect(canOpen(route, { ...none, isManager: true, isKioskManager: true, isGenieManager: true })).toBe(
        false,
      );
    }
  });

  it('ties the other entries to their flags', () => {
    expect(routes({ ...none, isKioskManager_Abby: true })).toEqual(['Home', 'AbbyKioskProfileManager']);
    expect(routes({ ...none, isResidentManager_Genie: true })).toEqual([
      'Home',
      'ResidentMediaManager',
      'ResidentPlaylistManager',
    ]);
  });
});
