import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { RoleFlags } from '@ambient/core';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { useSession } from '../../session';
import { resetRouteStack } from '../state/route-stack.store';
import { guardDecision } from '../utils/route-guard.util';

function BackToHome() {
  useEffect(() => resetRouteStack(), []);
  return <Navigate to="/" replace />;
}

/** The route guard: without a session (or the right flag) the stack is reset and the user sent to `/`. */
export function RequireSession({
  children,
  allow,
}: {
  children: ReactNode;
  allow?: (flags: RoleFlags) => boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const decision = guardDecision(
    pathname,
    { status: session.status, profileId: session.profile?.id ?? null, flags: session.flags },
    allow,
  );
  if (decision === 'wait') return <FullPageMessage title={t('loading.oneMoment')} />;
  if (decision === 'redirectHome') return <BackToHome />;
  return <>{children}</>;
}
