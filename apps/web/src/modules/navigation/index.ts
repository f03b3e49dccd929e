export { BrowserBackWarning } from './components/BrowserBackWarning';
export { MENU_ICONS } from './components/menu-icons';
export { NavigationDrawer } from './components/NavigationDrawer';
export { RequireSession } from './components/RequireSession';
export { RouteBreadcrumbs } from './components/RouteBreadcrumbs';
export { useRouteNavigation } from './hooks/useRouteNavigation';
export { useRouteStackSync } from './hooks/useRouteStackSync';
export { resetRouteStack, routeStackStore } from './state/route-stack.store';
export { canOpen } from './utils/route-table.constant';
export { canToggleMenu } from './utils/route-stack.util';
export {
  ACCEPT_LINK_PATH,
  SET_PASSWORD_PATH,
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  PROTECTED_ROUTE_NAMES,
  ROUTE_PATHS,
  type RouteName,
} from '../../utils/routes.constant';
