import { Typography } from '@mui/material';
import { darken, getContrastRatio, useTheme } from '@mui/material/styles';
import type { FunctionalRole } from '@ambient/core';
import { useTranslation } from 'react-i18next';

/** The role's colour, darkened until text in it reaches WCAG AA's 4.5:1 on `background`. */
export function readableOn(color: string, background: string): string {
  let readable = color;
  for (let step = 0; step < 10 && getContrastRatio(readable, background) < 4.5; step += 1) {
    readable = darken(readable, 0.1);
  }
  return readable;
}

/** The user's functional role, in the role's colour (darker where it would be hard to read). */
export function FunctionalRoleText({ role, color }: { role: FunctionalRole; color: string }) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  return (
    <Typography
      component="span"
      data-testid="functional-role"
      sx={{
        color: readableOn(color, theme.palette.background.paper),
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
