import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeStackStore } from '../state/route-stack.store';
import { followAddress } from '../utils/route-stack.util';
import { routeNameOfPath } from '../../../utils/routes.constant';

/**
 * Keeps the stack true to the address when it changes by other means (typed URL, browser
 * buttons): when the address changes to a screen that is not the top of the stack, the stack is
 * trimmed back to it, or starts again from Home with it (decision 0010).
 *
 * It reacts to the address only. The console's own moves set the stack first and then navigate;
 * React Router renders the new address in a transition, after the stack, so reacting to the
 * stack's top as well would read the old address against the new stack and undo the move.
 */
export function useRouteStackSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const name = routeNameOfPath(pathname);
    if (name === null || name === 'Logout') return;
    const stack = routeStackStore.get();
    if (stack[stack.length - 1] === name) return;
    routeStackStore.set((current) => followAddress(current, name));
  }, [pathname]);
}
