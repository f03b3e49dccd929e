import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../../ui/components/FullPageMessage';
import { useLoadedConfig, useSession } from '../../session';
import { useHomeView } from '../hooks/useHomeView';
import { AdminHome } from './AdminHome';
import { GuestHome } from './GuestHome';
import { KioskPicker } from './KioskPicker';
import { ResidentPicker } from './ResidentPicker';
import { SignedOutHome } from './SignedOutHome';

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
      return <GuestHome nickname={profile?.nickname ?? ''} />;
    case 'admin':
      return <AdminHome productName={productName} />;
    case 'kiosks':
      return <KioskPicker productName={productName} />;
    case 'residents':
      return <ResidentPicker productName={productName} />;
  }
}
