/** The users slice's public face: what other slices and the composition root may use. */
export { UsersModule } from './users.module.js';
export { ContactInviter, linkTokenHash, validateContact } from './contact-inviter.js';
export { PasswordHasher } from './password-hasher.js';
export { RoleFlagsService } from './role-flags.service.js';
export { UserAuthAdapter } from './user-auth.adapter.js';
export { UserCommandMessage } from './user.commands.js';
export { UsersReader } from './users.reader.js';
export { userDecider } from './user.decider.js';

import { UserRow } from './user.row.js';

/** This slice's read-model tables. */
export const USER_ENTITIES = [UserRow];
