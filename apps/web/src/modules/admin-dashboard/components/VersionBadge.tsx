import { Chip, Skeleton } from '@mui/material';
import MemoryRounded from '@mui/icons-material/MemoryRounded';
import { useTranslation } from 'react-i18next';

/** The API build version, the first thing the dashboard loads. */
export function VersionBadge({ version, loading }: { version: string | null; loading: boolean }) {
  const { t } = useTranslation('adminDashboard');
  if (loading) {
    return (
      <Skeleton
        variant="rounded"
        width={96}
        height={28}
        aria-label={t('versionLoading')}
        sx={{ borderRadius: 999 }}
      />
    );
  }
  return (
    <Chip
      icon={<MemoryRounded />}
      label={t('version', { version: version ?? '—' })}
      aria-label={t('versionLabel', { version: version ?? '—' })}
      variant="outlined"
      size="small"
      sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', bgcolor: 'background.paper' }}
    />
  );
}
