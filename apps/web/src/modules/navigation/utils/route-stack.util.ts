import type { RouteName } from '../../../utils/routes.constant';

/**
 * The route stack of spec 01 §2.3: it starts as Home, opening a screen pushes it, going back
 * pops but never empties it, choosing a named route trims back to it, the menu resets it.
 * Breadcrumbs rule (decision 0010): a screen is never on the stack twice (opening one already
 * on it trims back to it), and a screen reached by the address (typed, bookmarked) rather than
 * from a screen starts again from Home; so the breadcrumbs stay a path the user walked.
 */
export type RouteStack = readonly RouteName[];

export const INITIAL_ROUTE_STACK: RouteStack = ['Home'];

export function pushRoute(stack: RouteStack, name: RouteName): RouteStack {
  if (stack[stack.length - 1] === name) return stack;
  if (name === 'Home') return INITIAL_ROUTE_STACK;
  const index = stack.indexOf(name);
  return index >= 0 ? stack.slice(0, index + 1) : [...stack, name];
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

/**
 * The stack after the address changed by other means than the console (typed URL, bookmark,
 * browser buttons): back to the screen when it is on the stack, else Home then the screen.
 */
export function followAddress(stack: RouteStack, name: RouteName): RouteStack {
  const index = stack.lastIndexOf(name);
  return index >= 0 ? stack.slice(0, index + 1) : resetToRoute(name);
}

/** What a menu choice leaves: Home, then the chosen screen. */
export function resetToRoute(name: RouteName): RouteStack {
  return name === 'Home' ? INITIAL_ROUTE_STACK : ['Home', name];
}

/**
 * The drawer toggle works on every screen, dashboards reached from a list included: a menu
 * choice resets the stack anyway.
 */
export function canToggleMenu(stack: RouteStack): boolean {
  return stack.length > 0;
}

export function isRouteStack(value: unknown, isName: (v: string) => v is RouteName): value is RouteStack {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value[0] === 'Home' &&
    value.every((entry) => typeof entry === 'string' && isName(entry))
  );
}
