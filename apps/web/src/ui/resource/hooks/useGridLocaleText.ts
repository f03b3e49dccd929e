import { useMemo } from 'react';
import type { GridLocaleText } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';
import { toLocale } from '../../../i18n/locale.util';

/** The data grid's own texts (rows per page, sorting, selection) in the interface language. */
export function useGridLocaleText(noRowsText: string): Partial<GridLocaleText> {
  const { i18n } = useTranslation();
  const french = toLocale(i18n.language) === 'fr-CA';
  return useMemo(
    () => ({
      ...(french ? frFR.components.MuiDataGrid.defaultProps.localeText : {}),
      noRowsLabel: noRowsText,
      noResultsOverlayLabel: noRowsText,
    }),
    [french, noRowsText],
  );
}
