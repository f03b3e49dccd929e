import { Module, type OnModuleInit } from '@nestjs/common';
import { userDecider, userStream } from '@ambient/core';
import { AuditModule, HistorySources } from '../audit/index.js';
import { ContactInviter } from './contact-inviter.js';
import { Credentials } from './credentials.js';
import { PasswordHasher } from './password-hasher.js';
import { RoleFlagsService } from './role-flags.service.js';
import { SessionStates } from './session-states.js';
import { UserAuthAdapter } from './user-auth.adapter.js';
import { UserCommandHandler } from './user.commands.js';
import { UsersController } from './users.controller.js';
import { PasswordLinks } from './password-links.js';
import { UserManagerController } from './user-manager.controller.js';
import { UserManagerReader } from './user-manager.reader.js';
import { UserManager } from './user-manager.service.js';
import { UsersProjection } from './users.projection.js';
import { UsersReader } from './users.reader.js';
import { HierarchyModule } from '../hierarchy/index.js';

/** People: accounts, profiles, passwords, sign-in facts, role flags and contact invitations. */
@Module({
  imports: [AuditModule, HierarchyModule],
  controllers: [UsersController, UserManagerController],
  providers: [
    UserCommandHandler,
    UsersProjection,
    UsersReader,
    PasswordHasher,
    RoleFlagsService,
    UserAuthAdapter,
    SessionStates,
    ContactInviter,
    Credentials,
    PasswordLinks,
    UserManagerReader,
    UserManager,
  ],
  exports: [UsersReader, PasswordHasher, RoleFlagsService, UserAuthAdapter, ContactInviter, Credentials],
})
export class UsersModule implements OnModuleInit {
  constructor(private readonly histories: HistorySources) {}

  /** Auditors replay a user's stream (decision 0062). */
  onModuleInit(): void {
    this.histories.register('user', {
      decider: userDecider,
      stream: (id) => userStream(id),
    });
  }
}
