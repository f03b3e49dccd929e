import { clearWithSession } from '../../session';
import { createStore, safeSessionStorage } from '../../../utils/create-store.util';
import { INITIAL_ROUTE_STACK, isRouteStack, type RouteStack } from '../utils/route-stack.util';
import { isRouteName } from '../../../utils/routes.constant';

/** The route stack of this tab, kept in session storage so a reload keeps the breadcrumbs. */
export const routeStackStore = createStore<RouteStack>(INITIAL_ROUTE_STACK, {
  key: 'ambient.routeStack.v1',
  storage: safeSessionStorage,
  revive: (stored) => (isRouteStack(stored, isRouteName) ? stored : null),
});

export function resetRouteStack(): void {
  routeStackStore.set(INITIAL_ROUTE_STACK);
}

// The route stack is the signed-in tab's: a sign-out forgets it with the rest of the session.
clearWithSession(resetRouteStack);
