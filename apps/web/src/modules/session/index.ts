export { AuthorizeRedirect } from './components/AuthorizeRedirect';
export { ConfigGate } from './components/ConfigGate';
export { OidcProvider } from './components/OidcProvider';
export { SessionProvider } from './components/SessionProvider';
export { SignInCallback } from './components/SignInCallback';
export { SignOutScreen } from './components/SignOutScreen';
export { useLoadedConfig } from './hooks/useAppConfig';
export { homeKindOf, type HomeKind, useLoginData } from './hooks/useLoginData';
export { useSession } from './hooks/useSession';
export { clearWithSession, useSignOut } from './hooks/useSignOut';
export { useUserManager } from './hooks/useUserManager';
export { liveSocketStore } from './state/live-socket.store';
export {
  selectActiveKiosk,
  selectActiveResident,
  sessionCache,
  sessionCacheStore,
  type SessionKiosk,
} from './state/session-cache.store';
export { signOutNotice, signOutNoticeStore, type SignOutNotice } from './state/sign-out-notice.store';
export { tabSession, tabSessionStore } from './state/tab-session.store';
export { activateItem } from './utils/active-item.util';
