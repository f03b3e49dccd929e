import { Typography } from '@mui/material';
import type { FunctionalRole } from '@ambient/core';
import { useTranslation } from 'react-i18next';

/** The user's functional role, in the role's colour. */
export function FunctionalRoleText({ role, color }: { role: FunctionalRole; color: string }) {
  const { t } = useTranslation('shell');
  return (
    <Typography
      component="span"
      data-testid="functional-role"
      sx={{
        color,
        fontWeight: 600,
        fontSize: 14,
        display: { xs: 'none', sm: 'inline' },
        whiteSpace: 'nowrap',
      }}
    >
      {t(`functionalRoles.${role}`)}
    </Typography>
  );
}
