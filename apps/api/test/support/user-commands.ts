import { systemContext } from '@ambient/event-sourcing';
import { UserCommandMessage } from '../../src/users/user.commands.js';

/** A guest's registration as the system makes it (no scope), its email made from its id. */
export const registerGuest = (userId: string, name = 'Inline Person', nickname = 'Inline') =>
  new UserCommandMessage(
    {
      type: 'RegisterUser',
      data: {
        userId,
        email: `${userId.replace('|', '.')}@inline.test`,
        name,
        nickname,
        languageId: null,
        picture: null,
        defaultResidentId: null,
        role: 'Guest',
        domainIds: [],
        facilityIds: [],
        kioskIds: [],
        residentIds: [],
      },
    },
    systemContext(),
  );
