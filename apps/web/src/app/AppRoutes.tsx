import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireSession } from '../modules/navigation/components/RequireSession';
import { ROUTE_ACCESS } from '../modules/navigation/utils/route-access.constant';
import {
  ACCEPT_LINK_PATH,
  AUTHORIZE_PATH,
  CALLBACK_PATH,
  PROTECTED_ROUTE_NAMES,
  ROUTE_PATHS,
} from '../modules/navigation/utils/routes.constant';
import { AcceptLinkScreen } from '../modules/contact-links';
import { AppShell } from '../modules/shell/components/AppShell';
import { AuthorizePage } from '../pages/AuthorizePage';
import { CallbackPage } from '../pages/CallbackPage';
import { HomePage } from '../pages/HomePage';
import { LogoutPage } from '../pages/LogoutPage';
import { MenAtWorkPage } from '../pages/MenAtWorkPage';
import { SCREENS } from '../pages/screens';

/** The route table (spec 01 §2.1): public routes, then every signed-in child of `/`. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTE_PATHS.Logout} element={<LogoutPage />} />
      <Route element={<AppShell />}>
        <Route index element={<HomePage />} />
        <Route path={CALLBACK_PATH} element={<CallbackPage />} />
        <Route path={AUTHORIZE_PATH} element={<AuthorizePage />} />
        <Route path={ACCEPT_LINK_PATH} element={<AcceptLinkScreen />} />
        {PROTECTED_ROUTE_NAMES.map((name) => {
          const Screen = SCREENS[name];
          return (
            <Route
              key={name}
              path={ROUTE_PATHS[name]}
              element={
                <RequireSession allow={ROUTE_ACCESS[name]}>
                  {Screen ? <Screen /> : <MenAtWorkPage route={name} />}
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
