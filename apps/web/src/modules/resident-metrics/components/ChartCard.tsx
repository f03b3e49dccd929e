import { useId, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface ChartRow {
  label: string;
  value: number;
}

interface ChartCardProps {
  title: string;
  /** The values drawn, read out as a table to those who do not see the chart. */
  rows: readonly ChartRow[] | null;
  loading: boolean;
  failed: boolean;
  /** Shown above the chart (an album selector). */
  toolbar?: ReactNode;
  /** Shown instead of the chart when it has nothing to draw. */
  empty?: string;
  children: ReactNode;
}

/**
 * One chart of the metrics in a titled figure: a spinner while it loads, the failure's words,
 * or the chart with its values in a table only screen readers read.
 */
export function ChartCard({ title, rows, loading, failed, toolbar, empty, children }: ChartCardProps) {
  const { t } = useTranslation('residentMetrics');
  const titleId = useId();
  const nothing = rows !== null && rows.every((row) => row.value === 0);
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      aria-busy={loading}
      sx={{ m: 0, p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {toolbar}
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
          <CircularProgress aria-label={title} />
        </Box>
      ) : failed ? (
        <Alert severity="error">{t('failed')}</Alert>
      ) : nothing && empty ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <>
          <Box sx={{ minHeight: 200 }}>{children}</Box>
          {rows && (
            <Box component="table" sx={visuallyHidden}>
              <caption>{t('charts.dataTable', { chart: title })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('charts.labelColumn')}</th>
                  <th scope="col">{t('charts.valueColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={`${row.label}-${index}`}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          )}
        </>
      )}
    </Paper>
  );
}
