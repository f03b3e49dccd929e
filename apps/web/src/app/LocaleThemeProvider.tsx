import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../i18n/locale.util';
import { createAppTheme } from '../ui/theme/create-app-theme';

/** The MUI theme, with MUI's own texts in the interface language, still when motion is reduced. */
export function LocaleThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(locale, reducedMotion), [locale, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
