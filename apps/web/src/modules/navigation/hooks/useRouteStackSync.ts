import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '../../../utils/create-store.util';
import { routeStackStore } from '../state/route-stack.store';
import { trimToRoute } from '../utils/route-stack.util';
import { routeNameOfPath } from '../utils/routes.constant';

/**
 * Keeps the stack true to the address when it changes by other means (typed URL, browser
 * buttons): whenever the top of the stack is not the current screen, the stack is trimmed back
 * to it or it is pushed. Watching the top too (not only the path) covers quick back-and-forth
 * moves that React renders in one batch.
 */
export function useRouteStackSync(): void {
  const { pathname } = useLocation();
  const top = useStore(routeStackStore, (stack) => stack[stack.length - 1]);
  useEffect(() => {
    const name = routeNameOfPath(pathname);
    if (name === null || name === 'Logout' || name === top) return;
    routeStackStore.set((stack) => trimToRoute(stack, name));
  }, [pathname, top]);
}
