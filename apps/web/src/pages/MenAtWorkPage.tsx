import { useTranslation } from 'react-i18next';
import type { RouteName } from '../modules/navigation';
import { MenAtWork } from '../ui/components/MenAtWork';

/** A route of the table whose screen is not built yet. */
export function MenAtWorkPage({ route }: { route: RouteName }) {
  const { t } = useTranslation(['shell', 'navigation']);
  return (
    <MenAtWork
      title={t('shell:menAtWork.title')}
      message={t('shell:menAtWork.message')}
      screen={t(`navigation:routes.${route}`)}
    />
  );
}
