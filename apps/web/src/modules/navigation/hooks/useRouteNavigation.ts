import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../../utils/create-store.util';
import { routeStackStore } from '../state/route-stack.store';
import { popRoute, pushRoute, resetToRoute, trimToRoute, type RouteStack } from '../utils/route-stack.util';
import { ROUTE_PATHS, type RouteName } from '../../../utils/routes.constant';

export interface RouteNavigation {
  stack: RouteStack;
  current: RouteName;
  /** Opens a screen: pushes it on the stack; `search` presets its filters (`presence=online`). */
  open: (name: RouteName, options?: { replace?: boolean; search?: string }) => void;
  /** Goes back one screen; the stack never empties. */
  back: () => void;
  /** Chooses a named route: trims the stack back to it. */
  goTo: (name: RouteName) => void;
  /** A menu choice: resets the stack to Home and the chosen screen. */
  openFromMenu: (name: RouteName) => void;
}

/** Moves between screens through the route stack (spec 01 §2.3). */
export function useRouteNavigation(): RouteNavigation {
  const navigate = useNavigate();
  const stack = useStore(routeStackStore);
  const go = useCallback(
    (next: RouteStack, options?: { replace?: boolean; search?: string }) => {
      routeStackStore.set(next);
      const pathname = ROUTE_PATHS[next[next.length - 1] ?? 'Home'];
      void navigate(options?.search ? { pathname, search: `?${options.search}` } : pathname, {
        replace: options?.replace,
      });
    },
    [navigate],
  );
  return useMemo(
    () => ({
      stack,
      current: stack[stack.length - 1] ?? 'Home',
      open: (name, options) => go(pushRoute(routeStackStore.get(), name), options),
      back: () => go(popRoute(routeStackStore.get())),
      goTo: (name) => go(trimToRoute(routeStackStore.get(), name)),
      openFromMenu: (name) => go(resetToRoute(name)),
    }),
    [stack, go],
  );
}
