import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { useLoadedConfig, useSession } from '../../session';
import { useHomeView } from '../hooks/useHomeView';
import { AdminHome } from './AdminHome';
import { KioskPicker } from './KioskPicker';
import { ResidentPicker } from './ResidentPicker';
import { SignedOutHome } from './SignedOutHome';

/**
 * The Home of a signed-in person without a role, and its app store badges, fetched only for them:
 * every other Home's first load carries neither (decision 0114).
 */
const GuestHome = lazy(() => import('./GuestHome').then((module) => ({ default: module.GuestHome })));

/** Home per role (spec 01 §2.6). */
export function Home() {
  const { t } = useTranslation();
  const { productName } = useLoadedConfig();
  const { profile } = useSession();
  const view = useHomeView();
  switch (view) {
    case 'loading':
      return <FullPageMessage title={t('loading.oneMoment')} />;
    case 'signedOut':
      return <SignedOutHome productName={productName} />;
    case 'guest':
      return (
        <Suspense fallback={<FullPageMessage title={t('loading.oneMoment')} />}>
          <GuestHome nickname={profile?.nickname ?? ''} />
        </Suspense>
      );
    case 'admin':
      return <AdminHome productName={productName} />;
    case 'kiosks':
      return <KioskPicker productName={productName} />;
    case 'residents':
      return <ResidentPicker productName={productName} />;
  }
}
