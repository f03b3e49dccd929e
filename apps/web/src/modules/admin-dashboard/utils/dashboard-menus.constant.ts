import type { RouteName } from '../../navigation';

/** A menu entry leads to a route, or is the Release Update action. */
export type DashboardMenuEntry = { route: RouteName } | { action: 'releaseUpdate' };

export interface DashboardMenu {
  key: 'eventLog' | 'abby' | 'genie';
  entries: readonly DashboardMenuEntry[];
}

/** The dashboard's three menus (spec 01 §2.11). */
export const DASHBOARD_MENUS: readonly DashboardMenu[] = [
  {
    key: 'eventLog',
    entries: [
      { route: 'UserEvents' },
      { route: 'ResidentEvents' },
      { route: 'KioskEvents' },
      { route: 'PlaylistEvents' },
    ],
  },
  {
    key: 'abby',
    entries: [
      { route: 'AbbyActivityManager' },
      { route: 'AbbyAmbientInvitationManager' },
      { route: 'AbbyExpressionManager' },
      { route: 'AbbyUpdateZipManager' },
      { route: 'KioskKeyTagMapper' },
    ],
  },
  {
    key: 'genie',
    entries: [
      { route: 'ConfigManager' },
      { action: 'releaseUpdate' },
      { route: 'GenieManualManager' },
      { route: 'GeniePromotionalMediaManager' },
      { route: 'MessagePurges' },
    ],
  },
];
