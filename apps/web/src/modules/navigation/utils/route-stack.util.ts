import type { RouteName } from './routes.constant';

/**
 * The route stack of spec 01 §2.3: it starts as Home, opening a screen pushes it, going back
 * pops but never empties it, choosing a named route trims back to it, the menu resets it.
 */
export type RouteStack = readonly RouteName[];

export const INITIAL_ROUTE_STACK: RouteStack = ['Home'];

export function pushRoute(stack: RouteStack, name: RouteName): RouteStack {
  if (stack[stack.length - 1] === name) return stack;
  if (name === 'Home') return INITIAL_ROUTE_STACK;
  return [...stack, name];
}

export function popRoute(stack: RouteStack): RouteStack {
  return stack.length > 1 ? stack.slice(0, -1) : stack;
}

/** Trims the stack back to `name` when it is on it; otherwise opens it. */
export function trimToRoute(stack: RouteStack, name: RouteName): RouteStack {
  const index = stack.lastIndexOf(name);
  if (index === stack.length - 1) return stack;
  return index >= 0 ? stack.slice(0, index + 1) : pushRoute(stack, name);
}

/** What a menu choice leaves: Home, then the chosen screen. */
export function resetToRoute(name: RouteName): RouteStack {
  return name === 'Home' ? INITIAL_ROUTE_STACK : ['Home', name];
}

/** The drawer toggle works on Home and on screens whose parent in the stack is the root. */
export function canToggleMenu(stack: RouteStack): boolean {
  return stack.length <= 2;
}

export function isRouteStack(value: unknown, isName: (v: string) => v is RouteName): value is RouteStack {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value[0] === 'Home' &&
    value.every((entry) => typeof entry === 'string' && isName(entry))
  );
}
