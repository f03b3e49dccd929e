import { BarChart } from '@mui/x-charts/BarChart';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResidentMetricsChartResponse } from '@ambient/core';
import { ChartCard } from './ChartCard';

interface MetricsBarChartProps {
  title: string;
  series: string;
  color: string;
  query: UseQueryResult<ResidentMetricsChartResponse>;
}

/** A bar a day or a month of the period (spec 02 "Resident metrics"; tick step 1, §9). */
export function MetricsBarChart({ title, series, color, query }: MetricsBarChartProps) {
  const { t } = useTranslation('residentMetrics');
  const chart = query.data?.chartData;
  const rows = chart
    ? chart.labels.map((label, index) => ({ label, value: chart.periodCount[index] ?? 0 }))
    : null;
  return (
    <ChartCard title={title} rows={rows} loading={query.isPending} failed={query.isError}>
      {chart && (
        <BarChart
          height={220}
          skipAnimation
          hideLegend
          localeText={{ noData: t('charts.noData') }}
          xAxis={[{ scaleType: 'band', data: chart.labels }]}
          yAxis={[{ tickMinStep: 1, width: 36 }]}
          series={[{ data: chart.periodCount, label: series, color }]}
        />
      )}
    </ChartCard>
  );
}
