import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '@ambient/event-sourcing/testing';
import {
  assignableRoles,
  BaseRole,
  canDeleteUser,
  canEditUser,
  contextBaseRole,
  DomainError,
  enMessages,
  frMessages,
  FunctionalRole,
  UnlinkType,
  userDecider,
  userFieldErrors,
  type AssignmentFacts,
  type UserEditor,
  type UserEvent,
  type UserInput,
  type UserSave,
} from '../index.js';

const { given } = deciderSpec(userDecider);

const refused =
  (key: string, status?: number) =>
  (error: DomainError): void => {
    expect(error).toMatchObject(status === undefined ? { key } : { key, status });
  };

/** One person of each functional role, as editor and as target. */
const ROLES = {
  superAdmin: { role: BaseRole.Admin, functionalRole: FunctionalRole.Admin, isSuperAdmin: true },
  admin: { role: BaseRole.Admin, functionalRole: FunctionalRole.Admin, isSuperAdmin: false },
  domainManager: {
    role: BaseRole.Manager,
    functionalRole: FunctionalRole.DomainManager,
    isSuperAdmin: false,
  },
  kioskManager: { role: BaseRole.Manager, functionalRole: FunctionalRole.KioskManager, isSuperAdmin: false },
  family: { role: BaseRole.Manager, functionalRole: FunctionalRole.ResidentManager, isSuperAdmin: false },
  visitor: { role: BaseRole.Guest, functionalRole: FunctionalRole.Guest, isSuperAdmin: false },
} as const;
type Who = keyof typeof ROLES;
const person = (who: Who, userId: string = who): UserEditor => ({ userId, ...ROLES[who] });

/** Who may edit whom (spec 02 §6): rows are editors, columns targets, in the order of ROLES. */
const MAY_EDIT: Record<Who, string> = {
  // targets:    superAdmin admin domainManager kioskManager family visitor
  superAdmin: 'Y Y Y Y Y Y',
  admin: 'N N Y Y Y Y',
  domainManager: 'N N N Y Y Y',
  kioskManager: 'N N N N Y Y',
  family: 'N N N N N Y',
  visitor: 'N N N N N N',
};

describe('Who may edit and delete whom (spec 02 §6)', () => {
  const whos = Object.keys(ROLES) as Who[];
  for (const editor of whos) {
    const row = MAY_EDIT[editor].trim().split(/\s+/);
    whos.forEach((target, i) => {
      const may = row[i] === 'Y';
      it(`${editor} ${may ? 'may' : 'may not'} edit another ${target}${may && editor.endsWith('dmin') ? ', and delete them' : ''}`, () => {
        expect(canEditUser(person(editor, 'e'), person(target, 't'))).toBe(may);
        // Only admins delete accounts; others remove people from their kiosks and residents.
        expect(canDeleteUser(person(editor, 'e'), person(target, 't'))).toBe(may && editor.endsWith('dmin'));
      });
    });
  }
  it.each(whos)('a %s edits themselves and deletes nobody when it is themselves', (who) => {
    expect(canEditUser(person(who), person(who))).toBe(true);
    expect(canDeleteUser(person(who), person(who))).toBe(false);
  });
  it('offers the Admin role to super admins only', () => {
    expect(assignableRoles(ROLES.superAdmin)).toContain(FunctionalRole.Admin);
    expect(assignableRoles(ROLES.admin)).not.toContain(FunctionalRole.Admin);
    expect(assignableRoles(ROLES.domainManager)).toEqual([
      FunctionalRole.KioskManager,
      FunctionalRole.ResidentManager,
      FunctionalRole.Guest,
    ]);
    expect(assignableRoles(ROLES.family)).toEqual([FunctionalRole.Guest]);
    expect(assignableRoles(ROLES.visitor)).toEqual([]);
  });
});

describe('The base role a context creates (spec 02 §6)', () => {
  it('gives Manager on a kiosk to a domain manager or admin, Guest otherwise', () => {
    expect(contextBaseRole('kiosk', ROLES.admin, 1)).toBe(BaseRole.Manager);
    expect(contextBaseRole('kiosk', ROLES.domainManager, 2)).toBe(BaseRole.Manager);
    expect(contextBaseRole('kiosk', ROLES.kioskManager, 2)).toBe(BaseRole.Guest);
  });
  it('gives a virtual visitor for a family facilitator on a Genie, and Abby → Manager, Genie → Guest', () => {
    expect(contextBaseRole('resident', ROLES.family, 2)).toBe(BaseRole.Guest);
    expect(contextBaseRole('resident', ROLES.admin, 1)).toBe(BaseRole.Manager);
    expect(contextBaseRole('resident', ROLES.kioskManager, 2)).toBe(BaseRole.Guest);
  });
});

const input = (changes: Partial<UserInput> = {}): UserInput => ({
  email: 'new.person@example.com',
  name: 'Jean-Pierre Côté',
  nickname: '',
  languageId: null,
  role: FunctionalRole.Guest,
  domainIds: [],
  kioskIds: [],
  residentIds: [5],
  defaultResidentId: null,
  ...changes,
});
/** Kiosk 10 and 11 in facility 100 (domain 1); kiosk 12 in facility 200 (domain 2). */
const facts: AssignmentFacts = {
  kioskFacility: new Map([
    [10, 100],
    [11, 100],
    [12, 200],
  ]),
  domainFacilities: new Map([
    [1, [100]],
    [2, [200]],
  ]),
};
const everything = { domainIds: [1, 2], kioskIds: [10, 11, 12], residentIds: [5, 6, 7] };
const save = (editor: UserEditor, changes: Partial<UserInput> = {}, visible = everything): UserSave => ({
  editor,
  input: input(changes),
  scope: { visible },
  facts,
  roleShown: true,
});
const create = (editor: UserEditor, changes: Partial<UserInput> = {}, visible = everything) =>
  ({ type: 'CreateUser', userId: 'u9', save: save(editor, changes, visible) }) as const;

const registered = (
  changes: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {},
): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u9',
    email: 'new.person@example.com',
    name: 'Jean-Pierre Côté',
    nickname: 'Jean-Pierre',
    languageId: null,
    picture: null,
    defaultResidentId: null,
    role: BaseRole.Guest,
    domainIds: [],
    facilityIds: [],
    kioskIds: [],
    residentIds: [5],
    ...changes,
  },
});

/** The registered user's profile, with another default resident. */
const profileEdited = (defaultResidentId: number | null): UserEvent => ({
  type: 'UserProfileEdited',
  data: {
    userId: 'u9',
    name: 'Jean-Pierre Côté',
    nickname: 'Jean-Pierre',
    languageId: null,
    picture: null,
    defaultResidentId,
  },
});

describe('User dialog rules (spec 02 §5 User), on every save', () => {
  it('registers a trimmed name, the first word as display name, English as null', () => {
    given()
      .when(
        create(person('admin'), {
          name: '  Jean-Pierre   Côté ',
          email: ' New.Person@Example.com ',
          languageId: 1,
        }),
      )
      .then([registered()]);
  });
  it.each([
    [{ email: '' }, 'user.emailRequired'],
    [{ email: 'ann lee@example.com' }, 'user.emailSpaces'],
    [{ email: 'ann@example' }, 'user.emailInvalid'],
    [{ name: ' ' }, 'profile.nameRequired'],
    [{ name: 'A'.repeat(51) }, 'profile.nameMaxChars'],
    [{ name: 'Ann <b>' }, 'name.personChars'],
    [{ nickname: 'N'.repeat(21) }, 'profile.nicknameMaxChars'],
    [{ languageId: 3 }, 'profile.languageInvalid'],
    [{ role: null }, 'user.roleRequired'],
    [{ role: FunctionalRole.DomainManager, domainIds: [], residentIds: [] }, 'user.domainsRequired'],
    [{ role: FunctionalRole.KioskManager, kioskIds: [], residentIds: [] }, 'user.kiosksRequired'],
    [{ role: FunctionalRole.ResidentManager, residentIds: [] }, 'user.residentsRequired'],
    [{ role: FunctionalRole.Guest, residentIds: [] }, 'user.residentsRequired'],
  ] as Array<[Partial<UserInput>, string]>)('refuses %j with %s', (changes, key) => {
    given()
      .when(create(person('admin'), changes))
      .thenThrows(DomainError, refused(key, 422));
  });
  it('asks for the chosen role’s assignments only when the dialog chose the role', () => {
    // A kiosk context without a role field: a kiosk manager's new contact of the kiosk (a Guest).
    const onKiosk = { role: FunctionalRole.Guest, kioskIds: [10], residentIds: [] };
    given()
      .when({
        type: 'CreateUser',
        userId: 'u9',
        save: { ...save(person('kioskManager'), onKiosk), roleShown: false },
      })
      .then([registered({ kioskIds: [10], residentIds: [] })]);
    given()
      .when(create(person('kioskManager'), onKiosk))
      .thenThrows(DomainError, refused('user.residentsRequired'));
  });
  it('has every message in English and French, with French typography', () => {
    const keys = Object.keys(enMessages).filter((key) => key.startsWith('user.'));
    for (const key of keys) {
      const fr = frMessages[key as keyof typeof frMessages];
      expect(fr).not.toBe('');
      expect(fr).not.toMatch(/ [?!:;]|'/);
    }
  });
  it('sends the default resident only with several residents: the first unless another is chosen', () => {
    given()
      .when(create(person('admin'), { residentIds: [5, 6], defaultResidentId: null }))
      .then([registered({ residentIds: [5, 6], defaultResidentId: 5 })]);
    given()
      .when(create(person('admin'), { residentIds: [5, 6], defaultResidentId: 6 }))
      .then([registered({ residentIds: [5, 6], defaultResidentId: 6 })]);
    given()
      .when(create(person('admin'), { residentIds: [5], defaultResidentId: 5 }))
      .then([registered({ residentIds: [5] })]);
  });
  it('clears the default resident when it is no longer assigned', () => {
    given(registered({ residentIds: [5, 6], defaultResidentId: 6 }))
      .when({
        type: 'UpdateUser',
        save: save(person('admin'), { residentIds: [5, 7], defaultResidentId: 6 }),
      })
      .then([
        profileEdited(5),
        {
          type: 'UserAssignmentsChanged',
          data: {
            userId: 'u9',
            role: 'Guest',
            domainIds: [],
            facilityIds: [],
            kioskIds: [],
            residentIds: [5, 7],
          },
        },
      ]);
  });
  it('refuses kiosks inside the chosen domains’ facilities, and several kiosks by anyone but an admin', () => {
    const manager = { role: FunctionalRole.DomainManager, domainIds: [1], kioskIds: [10], residentIds: [] };
    given()
      .when(create(person('superAdmin'), manager))
      .thenThrows(DomainError, refused('user.kioskInDomain'));
    given()
      .when(create(person('superAdmin'), { ...manager, kioskIds: [12] }))
      .then([registered({ role: BaseRole.Manager, domainIds: [1], kioskIds: [12], residentIds: [] })]);
    const kioskManager = { role: FunctionalRole.KioskManager, kioskIds: [10, 11], residentIds: [] };
    given()
      .when(create(person('domainManager'), kioskManager))
      .thenThrows(DomainError, refused('user.severalKiosksByAdmins'));
    given()
      .when(create(person('admin'), kioskManager))
      .then([registered({ role: BaseRole.Manager, kioskIds: [10, 11], residentIds: [] })]);
  });
  it('gives the Admin role only when a super admin saves', () => {
    const admin = { role: FunctionalRole.Admin, residentIds: [] };
    given()
      .when(create(person('admin'), admin))
      .thenThrows(DomainError, refused('user.adminBySuperAdmin', 403));
    given()
      .when(create(person('superAdmin'), admin))
      .then([registered({ role: BaseRole.Admin, residentIds: [] })]);
  });
  it('judges the state a save produces: nobody creates a role they may not edit', () => {
    const kioskManager = { role: FunctionalRole.KioskManager, kioskIds: [10], residentIds: [] };
    given()
      .when(create(person('kioskManager'), kioskManager))
      .thenThrows(DomainError, refused('user.roleNotAllowed', 403));
    given()
      .when(
        create(person('domainManager'), {
          role: FunctionalRole.DomainManager,
          domainIds: [1],
          residentIds: [],
        }),
      )
      .thenThrows(DomainError, refused('user.roleNotAllowed', 403));
    given()
      .when(create(person('family'), { role: FunctionalRole.ResidentManager }))
      .thenThrows(DomainError, refused('user.roleNotAllowed', 403));
    given()
      .when(create(person('family'), { role: FunctionalRole.Guest }))
      .then([registered()]);
  });
  it('keeps the ids the editor cannot see, and refuses ids they can neither see nor find there', () => {
    const familyScope = { domainIds: [], kioskIds: [], residentIds: [5] };
    // The visitor is also a contact of resident 6, which the family facilitator cannot see.
    given(registered({ residentIds: [5, 6], defaultResidentId: 5 }))
      .when({
        type: 'UpdateUser',
        save: save(person('family'), { residentIds: [5], defaultResidentId: 5 }, familyScope),
      })
      .then([]);
    given(registered({ residentIds: [5, 6], defaultResidentId: 5 }))
      .when({
        type: 'UpdateUser',
        save: save(person('family'), { residentIds: [], name: 'Jean Côté' }, familyScope),
      })
      .thenThrows(DomainError, refused('user.residentsRequired'));
    given(registered())
      .when({ type: 'UpdateUser', save: save(person('family'), { residentIds: [5, 7] }, familyScope) })
      .thenThrows(DomainError, refused('user.assignmentNotFound', 404));
  });
  it('refuses a save of someone the editor may not edit, and a change of email', () => {
    const domainManager = registered({ role: BaseRole.Manager, domainIds: [1], residentIds: [] });
    given(domainManager)
      .when({
        type: 'UpdateUser',
        save: save(person('domainManager'), {
          role: FunctionalRole.DomainManager,
          domainIds: [1],
          residentIds: [],
        }),
      })
      .thenThrows(DomainError, refused('user.notEditable', 403));
    given(registered())
      .when({ type: 'UpdateUser', save: save(person('admin'), { email: 'other@example.com' }) })
      .thenThrows(DomainError, refused('user.emailFixed'));
  });
});

describe('Delete and unlink', () => {
  it('lets an admin delete another non-admin, never themselves', () => {
    given(registered())
      .when({ type: 'DeleteUser', editor: person('admin') })
      .then([{ type: 'UserDeleted', data: { userId: 'u9', byUserId: 'admin' } }]);
    given(registered())
      .when({ type: 'DeleteUser', editor: person('admin', 'u9') })
      .thenThrows(DomainError, refused('user.deleteSelf', 403));
    given(registered())
      .when({ type: 'DeleteUser', editor: person('kioskManager') })
      .thenThrows(DomainError, refused('user.notDeletable', 403));
    given(registered(), { type: 'UserDeleted', data: { userId: 'u9', byUserId: 'admin' } })
      .when({ type: 'DeleteUser', editor: person('admin') })
      .thenThrows(DomainError, refused('user.notFound', 404));
  });
  it('removes a resident or a kiosk from a user the editor may edit, clearing a default resident gone', () => {
    const unlink = (who: Who, unlinkType: UnlinkType, entityId: number, entityVisible = true) =>
      ({ type: 'UnlinkUser', editor: person(who), unlinkType, entityId, entityVisible }) as const;
    given(registered({ residentIds: [5, 6], defaultResidentId: 6 }))
      .when(unlink('family', UnlinkType.Resident, 6))
      .then([
        {
          type: 'UserAssignmentsChanged',
          data: {
            userId: 'u9',
            role: 'Guest',
            domainIds: [],
            facilityIds: [],
            kioskIds: [],
            residentIds: [5],
          },
        },
        profileEdited(null),
      ]);
    const kioskManager = registered({ role: BaseRole.Manager, kioskIds: [10, 12], residentIds: [] });
    given(kioskManager)
      .when(unlink('domainManager', UnlinkType.KioskManager, 10))
      .then([
        {
          type: 'UserAssignmentsChanged',
          data: {
            userId: 'u9',
            role: 'Manager',
            domainIds: [],
            facilityIds: [],
            kioskIds: [12],
            residentIds: [],
          },
        },
      ]);
    given(kioskManager)
      .when(unlink('kioskManager', UnlinkType.KioskManager, 10))
      .thenThrows(DomainError, refused('user.notEditable', 403));
    given(kioskManager)
      .when(unlink('admin', UnlinkType.KioskContact, 11))
      .thenThrows(DomainError, refused('user.unlinkNotLinked'));
    given(kioskManager)
      .when(unlink('admin', UnlinkType.KioskManager, 10, false))
      .thenThrows(DomainError, refused('error.notFound', 404));
  });
});

describe('Password links', () => {
  const link = {
    linkId: 'l1',
    tokenHash: 'h1',
    expiresAt: '2026-12-01T00:00:00.000Z',
    purpose: 'invitation' as const,
  };
  const sent: UserEvent = { type: 'UserPasswordLinkSent', data: { userId: 'u9', ...link } };
  const setPassword = (tokenHash: string, now = '2026-11-23T10:00:00.000Z') =>
    ({ type: 'SetPasswordByLink', data: { tokenHash, now, password: 'a-good-password' } }) as const;
  it('sets the password once and marks the email verified', () => {
    given(registered(), sent)
      .when(setPassword('h1'))
      .then([
        { type: 'UserPasswordLinkUsed', data: { userId: 'u9', linkId: 'l1' } },
        { type: 'UserPasswordChanged', data: { userId: 'u9' } },
        { type: 'UserEmailVerified', data: { userId: 'u9' } },
      ]);
  });
  it('refuses a used, expired or unknown link alike', () => {
    given(registered(), sent, { type: 'UserPasswordLinkUsed', data: { userId: 'u9', linkId: 'l1' } })
      .when(setPassword('h1'))
      .thenThrows(DomainError, refused('user.passwordLinkInvalid', 404));
    given(registered(), sent)
      .when(setPassword('h1', link.expiresAt))
      .thenThrows(DomainError, refused('user.passwordLinkInvalid', 404));
    given(registered(), sent)
      .when(setPassword('h2'))
      .thenThrows(DomainError, refused('user.passwordLinkInvalid', 404));
  });
  it('checks the new password', () => {
    given(registered(), sent)
      .when({
        type: 'SetPasswordByLink',
        data: { tokenHash: 'h1', now: '2026-11-23T10:00:00.000Z', password: 'short' },
      })
      .thenThrows(DomainError, refused('password.minChars'));
  });
});

describe('userFieldErrors, as the console shows them', () => {
  it('names each field at fault once', () => {
    expect(userFieldErrors(input({ email: '', name: '' }), true).map((e) => e.field)).toEqual([
      'email',
      'name',
    ]);
  });
});
