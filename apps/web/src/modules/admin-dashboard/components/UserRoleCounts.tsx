import { Box, Stack, Typography } from '@mui/material';
import { functionalRoleColor } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { SummaryResponses } from '../api/admin.endpoints';
import { USER_ROLE_ROWS } from '../utils/summary-tiles.constant';

/** The users by functional role, in the spec's order, each in its role colour. */
export function UserRoleCounts({
  summary,
  format,
}: {
  summary: SummaryResponses['user'];
  format: (value: number) => string;
}) {
  const { t } = useTranslation('adminDashboard');
  return (
    <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
      {USER_ROLE_ROWS.map((row) => (
        <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: functionalRoleColor[row.functionalRole],
            }}
          />
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t(`roles.${row.key}`)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {format(summary[row.field])}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
