import type { ReactNode } from 'react';
import { useSessionBootstrap } from '../hooks/useSessionBootstrap';

/** Runs the session's life next to the routes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  return <>{children}</>;
}
