import { useEffect } from 'react';
import { useStore } from '../../../utils/create-store.util';
import { tabSession, tabSessionStore } from '../../session';

/**
 * With exactly one kiosk (or resident), Home goes straight to its dashboard, once per tab;
 * coming back to Home later shows the one-line list instead of bouncing again.
 */
export function useSingleItemShortcut<T>(
  items: readonly T[] | undefined,
  go: (item: T) => void,
  allowed: (item: T) => boolean,
): void {
  const taken = useStore(tabSessionStore, (s) => s.dashboardShortcutTaken);
  useEffect(() => {
    if (taken || !items) return;
    tabSession.takeDashboardShortcut();
    const only = items.length === 1 ? items[0] : undefined;
    if (only !== undefined && allowed(only)) go(only);
  }, [taken, items, go, allowed]);
}
