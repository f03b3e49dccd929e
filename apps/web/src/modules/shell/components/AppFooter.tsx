import { Box, Chip, Typography } from '@mui/material';
import { COPYRIGHT_YEAR, type AppEnvironment } from '@ambient/core';
import { useTranslation } from 'react-i18next';

/** Product name, year 2025 and the environment label (hidden on small screens). */
export function AppFooter({
  productName,
  environment,
}: {
  productName: string;
  environment: AppEnvironment;
}) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
        py: 1.5,
        px: 2,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('footer', { product: productName, year: COPYRIGHT_YEAR })}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        label={t(`environments.${environment}`)}
        sx={{
          display: { xs: 'none', sm: 'inline-flex' },
          // The darker shade: the theme's secondary on white is 4.04:1, under WCAG AA's 4.5:1.
          ...(environment === 'Production' ? {} : { color: 'secondary.dark', borderColor: 'secondary.dark' }),
        }}
        data-testid="environment-label"
      />
    </Box>
  );
}
