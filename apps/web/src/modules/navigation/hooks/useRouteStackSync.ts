import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { routeStackStore } from '../state/route-stack.store';
import { trimToRoute } from '../utils/route-stack.util';
import { routeNameOfPath } from '../utils/routes.constant';

/** Keeps the stack true to the address when it changes by other means (typed URL, browser buttons). */
export function useRouteStackSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const name = routeNameOfPath(pathname);
    if (name === null || name === 'Logout') return;
    routeStackStore.set((stack) => trimToRoute(stack, name));
  }, [pathname]);
}
