import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartRow } from './ChartCard';

export interface DoughnutSlice extends ChartRow {
  id: string;
  color?: string;
}

interface MetricsDoughnutProps {
  title: string;
  slices: readonly DoughnutSlice[] | null;
  loading: boolean;
  failed: boolean;
  toolbar?: React.ReactNode;
  empty?: string;
}

/** A doughnut of the period's counts, its legend beside it. */
export function MetricsDoughnut({ title, slices, loading, failed, toolbar, empty }: MetricsDoughnutProps) {
  const { t } = useTranslation('residentMetrics');
  return (
    <ChartCard
      title={title}
      rows={slices}
      loading={loading}
      failed={failed}
      toolbar={toolbar}
      empty={empty ?? t('charts.noData')}
    >
      {slices && (
        <PieChart
          height={200}
          skipAnimation
          localeText={{ noData: t('charts.noData') }}
          series={[
            {
              innerRadius: 45,
              outerRadius: 85,
              paddingAngle: 1,
              data: slices.map((slice) => ({
                id: slice.id,
                label: slice.label,
                value: slice.value,
                ...(slice.color ? { color: slice.color } : {}),
              })),
            },
          ]}
        />
      )}
    </ChartCard>
  );
}
