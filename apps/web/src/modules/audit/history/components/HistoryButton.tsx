import HistoryIcon from '@mui/icons-material/History';
import type { HistoryKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { RowIconButton } from '../../../../ui/resource';
import { useRouteNavigation } from '../../../navigation';
import { historySearch } from '../utils/history.util';

/** A row's History action (decision 0067): opens the subject's history screen. */
export function HistoryButton({
  kind,
  id,
  name,
  disabled,
}: {
  kind: HistoryKind;
  id: string | number;
  /** The subject's name as the row shows it, for the button's label. */
  name: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('history');
  const { open } = useRouteNavigation();
  return (
    <RowIconButton
      label={t('openHistory', { name })}
      icon={<HistoryIcon fontSize="small" />}
      disabled={disabled}
      onClick={() => open('History', { search: historySearch(kind, id) })}
    />
  );
}
