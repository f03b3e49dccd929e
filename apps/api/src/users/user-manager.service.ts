import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  BaseRole,
  DomainError,
  FunctionalRole,
  assignableRoles,
  canDeleteUser,
  canEditUser,
  contextBaseRole,
  deriveFunctionalRole,
  residentStream,
  type Profile,
  type UnlinkType,
  type UserEditor,
  type UserInput,
  type UserManagerContext,
} from '@ambient/core';
import type { CommandContext } from '@ambient/event-sourcing';
import type { Principal } from '../auth/auth.port.js';
import { toId } from '../common/delete-check.js';
import { MediaSigner } from '../storage/index.js';
import { ContactInviter } from './contact-inviter.js';
import { PasswordLinks } from './password-links.js';
import { UserCommandMessage } from './user.commands.js';
import {
  KIOSK_CONTEXTS,
  RESIDENT_CONTEXTS,
  UserManagerReader,
  rolesListed,
  type ManagerOptions,
} from './user-manager.reader.js';
import {
  OPTIONS_LIMIT_DEFAULT,
  type ManagedUser,
  type ManagerBody,
  type OptionsQuery,
  type UserBody,
} from './user-manager.schemas.js';
import type { UserRow } from './user.row.js';
import { UsersReader } from './users.reader.js';

/** The editor the rules judge: the caller, with whether they are a super admin. */
export function editorOf(principal: Principal): UserEditor {
  const { profile, flags } = principal;
  return {
    userId: profile.id,
    role: profile.role,
    functionalRole: profile.functionalRole,
    isSuperAdmin: flags.isSuperAdmin,
  };
}

const targetOf = (row: UserRow) => ({
  userId: row.id,
  role: row.role as BaseRole,
  functionalRole: row.functionalRole as FunctionalRole,
});

const notFound = (): DomainError => new DomainError('user.notFound', {}, 404, 1);

/**
 * The user manager (spec 02 §2, §4 to §7): lists in five contexts and the admin's, the user
 * dialog's saves, deletes, unlinks, invitations and change-password emails. The rules are the
 * core's (`judgeUserSave` in the user decider); this gathers the facts they need: what the caller
 * sees, where kiosks are, which facilities domains hold.
 */
@Injectable()
export class UserManager {
  constructor(
    private readonly reader: UserManagerReader,
    private readonly users: UsersReader,
    private readonly commands: CommandBus,
    private readonly passwordLinks: PasswordLinks,
    private readonly inviter: ContactInviter,
    private readonly signer: MediaSigner,
  ) {}

  async list(principal: Principal, body: ManagerBody) {
    const caller = principal.profile;
    const context: UserManagerContext = body.context ?? 'admin';
    const about = await this.about(
      principal,
      context,
      body.kioskIds?.[0] ?? null,
      body.residentIds?.[0] ?? null,
    );
    const filter = body.filter ?? {};
    const [page, allOptions] = await Promise.all([
      this.reader.users(
        caller,
        { ...about, roles: rolesListed(context, caller) },
        {
          kioskTypeId: filter.kioskTypeId ?? null,
          kioskId: filter.kioskId ?? null,
          residentId: filter.residentId ?? null,
          role: filter.role ?? null,
          search: (filter.search ?? '').trim(),
        },
        { page: body.page ?? null, pageSize: body.pageSize ?? 25 },
      ),
      body.lists === false ? null : this.reader.options(caller),
    ]);
    const options = allOptions ?? (await this.referencedOptions(caller, page.rows));
    const editor = editorOf(principal);
    return {
      users: page.rows.map((row) => this.managed(row, editor, options)),
      total: page.total,
      roles: assignableRoles(editor),
      ...options,
    };
  }

  /** A picker's search: options of one kind in the caller's scope (the other lists empty). */
  options(principal: Principal, query: OptionsQuery) {
    return this.reader.options(principal.profile, {
      kinds: [query.kind],
      search: query.search ?? null,
      kioskTypeId: toId(query.kioskTypeId),
      kioskId: toId(query.kioskId),
      limit: query.limit ?? OPTIONS_LIMIT_DEFAULT,
    });
  }

  /** The options the given users refer to that the caller sees: their names, and what to show of them. */
  private referencedOptions(caller: Profile, rows: readonly UserRow[]) {
    const all = (pick: (row: UserRow) => number[]) => [...new Set(rows.flatMap(pick))];
    return this.reader.options(caller, {
      ids: {
        kioskIds: all((row) => row.kioskIds),
        residentIds: all((row) => row.residentIds),
        domainIds: all((row) => row.domainIds),
      },
    });
  }

  async extraFields(principal: Principal, userIds: readonly string[]) {
    const rows = await this.reader.extraFields(principal.profile, userIds);
    return {
      extraFields: rows.map((row) => ({
        id: row.id,
        isEmailVerified: row.isEmailVerified,
        lastLogin: row.lastLogin?.toISOString() ?? null,
        lastPasswordReset: row.lastPasswordReset?.toISOString() ?? null,
      })),
    };
  }

  /**
   * A new account from the user dialog. An admin creates it (an email already taken is refused)
   * and may give an initial password; anyone else adds people within their scope, and an email
   * that already has an account is asked for consent instead (decision 0022), with the same
   * answer, so the answer never tells whether an email has an account.
   */
  async create(principal: Principal, body: UserBody, context: CommandContext) {
    const editor = editorOf(principal);
    const isAdmin = editor.role === BaseRole.Admin;
    const { input, roleShown, aboutName, link } = await this.inputOf(principal, body, null);
    const existing = await this.users.findRowByEmail(input.email);
    if (existing && !isAdmin) {
      await this.inviter.connectOrInvite(
        { email: input.email, name: input.name, nickname: input.nickname },
        link,
        BaseRole.Guest,
        input.languageId,
        aboutName ?? '',
        context,
      );
      return { user: null, isEmailSent: true };
    }
    if (existing) throw new DomainError('user.emailTaken', {}, 409);
    const userId = `ambient|${randomUUID()}`;
    const facts = await this.factsFor(principal, input, null);
    await this.commands.execute(
      new UserCommandMessage(
        {
          type: 'CreateUser',
          userId,
          save: { editor, input, roleShown, ...facts },
          password: isAdmin ? (body.password ?? null) : null,
        },
        context,
      ),
    );
    const row = await this.users.findRow(userId);
    if (!row) throw notFound();
    await this.passwordLinks.send(
      row,
      'invitation',
      context,
      aboutName ? { name: aboutName, people: link.residentIds.map(residentStream) } : null,
    );
    const options = await this.referencedOptions(principal.profile, [row]);
    return { user: isAdmin ? this.managed(row, editor, options) : null, isEmailSent: true };
  }

  async update(principal: Principal, userId: string, body: UserBody, context: CommandContext) {
    const row = await this.reader.visibleUser(principal.profile, userId);
    if (!row) throw notFound();
    const editor = editorOf(principal);
    const { input, roleShown } = await this.inputOf(principal, body, row);
    const facts = await this.factsFor(principal, input, row);
    await this.commands.execute(
      new UserCommandMessage(
        { type: 'UpdateUser', userId, save: { editor, input, roleShown, ...facts } },
        context,
      ),
    );
    const saved = await this.users.findRow(userId);
    if (!saved) throw notFound();
    return {
      user: this.managed(saved, editor, await this.referencedOptions(principal.profile, [saved])),
      isEmailSent: false,
    };
  }

  async remove(principal: Principal, userId: string, context: CommandContext): Promise<void> {
    if (!(await this.reader.visibleUser(principal.profile, userId))) throw notFound();
    await this.commands.execute(
      new UserCommandMessage({ type: 'DeleteUser', userId, editor: editorOf(principal) }, context),
    );
  }

  async unlink(
    principal: Principal,
    userId: string,
    unlinkType: UnlinkType,
    entityId: number,
    context: CommandContext,
  ): Promise<void> {
    if (!(await this.reader.visibleUser(principal.profile, userId))) throw notFound();
    const entityVisible =
      unlinkType === 1
        ? (await this.reader.visibleResident(principal.profile, entityId)) !== null
        : (await this.reader.visibleKiosk(principal.profile, entityId)) !== null;
    await this.commands.execute(
      new UserCommandMessage(
        { type: 'UnlinkUser', userId, editor: editorOf(principal), unlinkType, entityId, entityVisible },
        context,
      ),
    );
  }

  /** The caller leaves a resident they are a contact of (GET users/remove/resident/{id}). */
  async leaveResident(principal: Principal, residentId: number, context: CommandContext): Promise<void> {
    const row = await this.users.findRow(principal.profile.id);
    if (!row || !row.residentIds.includes(residentId)) throw new DomainError('resident.notFound', {}, 404);
    const residentIds = row.residentIds.filter((id) => id !== residentId);
    await this.commands.execute(
      new UserCommandMessage(
        {
          type: 'ChangeAssignments',
          userId: row.id,
          data: {
            role: row.role as BaseRole,
            domainIds: row.domainIds,
            facilityIds: row.facilityIds,
            kioskIds: row.kioskIds,
            residentIds,
          },
        },
        context,
      ),
    );
  }

  /**
   * Emails a change-password link: to one's own address, or, by an admin, to anyone's. The
   * answer is the same whether the address has an account or not.
   */
  async changePasswordEmail(principal: Principal, email: string, context: CommandContext): Promise<void> {
    const own = principal.profile.email.toLowerCase() === email.trim().toLowerCase();
    if (!own && !principal.flags.isAdmin) throw notFound();
    const row = await this.users.findRowByEmail(email);
    if (row) await this.passwordLinks.send(row, 'reset', context);
  }

  /** Sends a new invitation to an unverified account the caller may edit (not themselves). */
  async resendInvitation(principal: Principal, userId: string, context: CommandContext): Promise<void> {
    const row = await this.reader.visibleUser(principal.profile, userId);
    if (!row) throw notFound();
    if (row.id === principal.profile.id || !canEditUser(editorOf(principal), targetOf(row)))
      throw new DomainError('user.notEditable', {}, 403);
    if (row.emailVerified) throw new DomainError('user.alreadyVerified');
    await this.passwordLinks.send(row, 'invitation', context);
  }

  /** What a context is about: its kiosk (and domain) or resident, which the caller must see. */
  private async about(
    principal: Principal,
    context: UserManagerContext,
    kioskId: number | null,
    residentId: number | null,
  ): Promise<{ kioskId: number | null; domainId: number | null; residentId: number | null }> {
    if (KIOSK_CONTEXTS.includes(context)) {
      const kiosk = kioskId === null ? null : await this.reader.visibleKiosk(principal.profile, kioskId);
      if (!kiosk) throw new DomainError('kiosk.notFound', {}, 404);
      return { kioskId: kiosk.id, domainId: kiosk.domainId, residentId: null };
    }
    if (RESIDENT_CONTEXTS.includes(context)) {
      const resident =
        residentId === null ? null : await this.reader.visibleResident(principal.profile, residentId);
      if (!resident) throw new DomainError('resident.notFound', {}, 404);
      return { kioskId: null, domainId: null, residentId: resident.id };
    }
    return { kioskId: null, domainId: null, residentId: null };
  }

  /**
   * The dialog's input as the rules read it. In a kiosk or resident context the person is
   * added to that kiosk or resident, and the role, when the dialog shows none, is the context's.
   */
  private async inputOf(principal: Principal, body: UserBody, current: UserRow | null) {
    const context: UserManagerContext = body.context ?? 'admin';
    let domainIds = body.domainIds ?? [];
    let kioskIds = body.kioskIds ?? [];
    let residentIds = body.residentIds ?? [];
    let aboutName: string | null = null;
    let base: BaseRole | null = body.role ?? null;
    if (current === null && body.kioskId && KIOSK_CONTEXTS.includes(context)) {
      const kiosk = await this.reader.visibleKiosk(principal.profile, body.kioskId);
      if (!kiosk) throw new DomainError('kiosk.notFound', {}, 404);
      kioskIds = [...new Set([...kioskIds, kiosk.id])];
      aboutName = kiosk.name;
      base ??= contextBaseRole('kiosk', principal.profile, kiosk.typeId);
    }
    if (current === null && body.residentId && RESIDENT_CONTEXTS.includes(context)) {
      const resident = await this.reader.visibleResident(principal.profile, body.residentId);
      if (!resident) throw new DomainError('resident.notFound', {}, 404);
      residentIds = [...new Set([...residentIds, resident.id])];
      aboutName = resident.name;
      base ??= contextBaseRole('resident', principal.profile, resident.kioskTypeId);
    }
    domainIds = [...new Set(domainIds)];
    const role =
      body.functionalRole ??
      (base === null ? null : deriveFunctionalRole({ role: base, domainIds, kioskIds, residentIds }));
    const input: UserInput = {
      email: body.email ?? current?.email ?? '',
      name: body.name ?? '',
      nickname: body.nickname ?? '',
      languageId: body.languageId ?? null,
      role,
      domainIds,
      kioskIds,
      residentIds,
      defaultResidentId: body.defaultResidentId && body.defaultResidentId > 0 ? body.defaultResidentId : null,
    };
    const roleShown = context === 'admin' && current?.id !== principal.profile.id;
    return { input, roleShown, aboutName, link: { kioskIds, residentIds } };
  }

  private async factsFor(principal: Principal, input: UserInput, current: UserRow | null) {
    const all = {
      domainIds: [...new Set([...input.domainIds, ...(current?.domainIds ?? [])])],
      kioskIds: [...new Set([...input.kioskIds, ...(current?.kioskIds ?? [])])],
      residentIds: [...new Set([...input.residentIds, ...(current?.residentIds ?? [])])],
    };
    const [visible, facts] = await Promise.all([
      this.reader.visible(principal.profile, all),
      this.reader.facts(all.domainIds, all.kioskIds),
    ]);
    return { scope: { visible }, facts };
  }

  /** A user as the caller may see them: only the ids the caller sees, and what they may do. */
  private managed(row: UserRow, editor: UserEditor, options: ManagerOptions): ManagedUser {
    const isAdmin = editor.role === BaseRole.Admin;
    const seen = (ids: number[], list: Array<{ id: number }>) => {
      if (isAdmin) return ids;
      const visible = new Set(list.map((item) => item.id));
      return ids.filter((id) => visible.has(id));
    };
    const residentIds = seen(row.residentIds, options.residents);
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      nickname: row.nickname,
      picture: this.signer.present(row.picture),
      languageId: row.languageId,
      role: row.role as BaseRole,
      functionalRole: row.functionalRole as FunctionalRole,
      domainIds: seen(row.domainIds, options.domains),
      kioskIds: seen(row.kioskIds, options.kiosks),
      residentIds,
      defaultResidentId:
        row.defaultResidentId !== null && residentIds.includes(row.defaultResidentId)
          ? row.defaultResidentId
          : null,
      isLocked: row.locked,
      canEdit: canEditUser(editor, targetOf(row)),
      canDelete: canDeleteUser(editor, targetOf(row)),
      createDate: row.createDate.toISOString(),
    };
  }
}
