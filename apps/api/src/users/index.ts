/** The users slice's public face: what other slices and the composition root may use. */
export { UsersModule } from './users.module.js';
export { ContactInviter, linkTokenHash, validateContact } from './contact-inviter.js';
export { Credentials } from './credentials.js';
export { PasswordHasher } from './password-hasher.js';
export { RoleFlagsService } from './role-flags.service.js';
export { UserAuthAdapter } from './user-auth.adapter.js';
export { UserCommandMessage } from './user.commands.js';
export { profileAnswer } from './user.schemas.js';
export { pictureFolder as userPictureFolder } from './user-pictures.js';
export { UsersReader } from './users.reader.js';

import { CredentialRow } from './credentials.js';
import { UserRow } from './user.row.js';

/** This slice's tables: the read model, and the credentials kept outside the log. */
export const USER_ENTITIES = [UserRow, CredentialRow];
