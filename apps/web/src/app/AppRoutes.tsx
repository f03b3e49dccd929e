import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadNamespaces, SERVER_MESSAGES } from '../i18n/i18n';
import {
  ACCEPT_LINK_PATH,
  canOpen,
  RequireSession,
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  PROTECTED_ROUTE_NAMES,
  ROUTE_PATHS,
  SET_PASSWORD_PATH,
} from '../modules/navigation';
import { AcceptLinkScreen } from '../modules/contact-links';
import { AppShell } from '../modules/shell';
import { AuthorizePage } from '../pages/AuthorizePage';
import { CallbackPage } from '../pages/CallbackPage';
import { HomePage } from '../pages/HomePage';
import { LogoutPage } from '../pages/LogoutPage';
import { MenAtWorkPage } from '../pages/MenAtWorkPage';
import { SCREENS } from '../pages/screens';
import { FullPageMessage } from '../ui/components/FullPageMessage';

/** Choosing a password from an emailed link: its own chunk, like the signed-in screens. */
const SetPasswordPage = lazy(async () => {
  const [module] = await Promise.all([
    import('../pages/SetPasswordPage'),
    loadNamespaces(['people', SERVER_MESSAGES]),
  ]);
  return { default: module.SetPasswordPage };
});

/**
 * The route table (spec 01 §2.1): public routes, then every signed-in child of `/`, each
 * guarded by who may open it (`canOpen`, declared once in the navigation module's route table)
 * and loaded on first visit.
 */
export function AppRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route path={ROUTE_PATHS.Logout} element={<LogoutPage />} />
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path={CALLBACK_PATH} element={<CallbackPage />} />
        <Route path={AUTHORIZE_PATH} element={<AuthorizePage />} />
        <Route path={ACCEPT_LINK_PATH} element={<AcceptLinkScreen />} />
        <Route
          path={SET_PASSWORD_PATH}
          element={
            <Suspense fallback={<FullPageMessage title={t('loading.oneMoment')} />}>
              <SetPasswordPage />
            </Suspense>
          }
        />
        {PROTECTED_ROUTE_NAMES.map((name) => {
          const Screen = SCREENS[name];
          return (
            <Route
              key={name}
              path={ROUTE_PATHS[name]}
              element={
                <RequireSession allow={(flags) => canOpen(name, flags)}>
                  <Suspense fallback={<FullPageMessage title={t('loading.oneMoment')} />}>
                    {Screen ? <Screen /> : <MenAtWorkPage route={name} />}
                  </Suspense>
                </RequireSession>
              }
            />
          );
        })}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
