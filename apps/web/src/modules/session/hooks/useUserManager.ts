import { createContext, useContext } from 'react';
import type { UserManager } from 'oidc-client-ts';

/**
 * The identity client itself. react-oidc-context swallows the errors of its navigator methods
 * (it only records them in `auth.error`); the console calls the UserManager directly where it
 * must react to a failure (sign-in or sign-out redirect, silent renewal).
 */
export const UserManagerContext = createContext<UserManager | null>(null);

export function useUserManager(): UserManager {
  const userManager = useContext(UserManagerContext);
  if (!userManager) throw new Error('useUserManager is used outside the OidcProvider');
  return userManager;
}
