import type { Namespace } from './en';

/**
 * The namespaces of the frame (toolbar, drawer, account menu, sign-in) and of Home: loaded at
 * start, and bundled into one chunk per language by the build (vite.config.ts, decision 0114).
 */
export const FRAME_NAMESPACES = [
  'common',
  'shell',
  'navigation',
  'session',
  'home',
  'profile',
  'offlineAlerts',
] as const satisfies readonly Namespace[];
