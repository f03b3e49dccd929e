import { Box, Typography } from '@mui/material';
import {
  formatHistoryValue,
  historyFieldLabel,
  type HistoryChange,
  type HistoryNames,
  type Locale,
} from '@ambient/core';
import { useTranslation } from 'react-i18next';

/**
 * What an event changed, one line per field: its label, then the value before, struck through,
 * an arrow and the value after, in words (decision 0067). The line's accessible text says it
 * plainly ("Language: English → French").
 */
export function ChangeList({
  changes,
  names,
  locale,
}: {
  changes: readonly HistoryChange[];
  names: HistoryNames;
  locale: Locale;
}) {
  const { t } = useTranslation('history');
  // A field that went from absent to empty changed nothing a reader can see.
  const shown = changes
    .map((change) => ({
      field: change.field,
      label: historyFieldLabel(change.field, locale),
      before: formatHistoryValue(change.field, change.before, names, locale),
      after: formatHistoryValue(change.field, change.after, names, locale),
    }))
    .filter((change) => change.before !== change.after);
  if (shown.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('noChange')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', py: 0.75 }}>
      {shown.map(({ field: key, label: field, before, after }) => {
        return (
          <Box
            component="li"
            key={key}
            aria-label={t('changeText', { field, before, after })}
            sx={{ typography: 'body2', lineHeight: 1.5, overflowWrap: 'anywhere' }}
          >
            <Box component="span" aria-hidden sx={{ fontWeight: 500 }}>
              {field}
              {locale.startsWith('fr') ? '\u202f: ' : ': '}
            </Box>
            <Box component="del" aria-hidden sx={{ color: 'text.secondary' }}>
              {before}
            </Box>
            <Box component="span" aria-hidden>
              {' → '}
            </Box>
            <Box component="ins" aria-hidden sx={{ textDecoration: 'none', fontWeight: 500 }}>
              {after}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
