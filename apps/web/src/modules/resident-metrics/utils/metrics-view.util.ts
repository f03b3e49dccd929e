import type { Locale, MemoryAlbumSummary, MetricsDoughnutData } from '@ambient/core';

/** Spec 02 §9: the memory album doughnut's audio, image and video colours. */
export const ALBUM_COLORS = { audio: '#e91e63', image: '#00bcd4', video: '#d4a017' } as const;
export type AlbumKind = keyof typeof ALBUM_COLORS;
export const ALBUM_KINDS: readonly AlbumKind[] = ['audio', 'image', 'video'];

/** The slices of a memory album's doughnut, in the spec's order. */
export function albumSlices(album: MemoryAlbumSummary, label: (kind: AlbumKind) => string) {
  const counts: Record<AlbumKind, number> = {
    audio: album.audioCount,
    image: album.imageCount,
    video: album.videoCount,
  };
  return ALBUM_KINDS.map((kind) => ({
    id: kind,
    label: label(kind),
    value: counts[kind],
    color: ALBUM_COLORS[kind],
  }));
}

/** A doughnut's slices from the server's, each label given by `label` (a former person's has none). */
export function doughnutSlices(
  data: MetricsDoughnutData,
  label: (key: string, serverLabel: string) => string,
) {
  return data.keys.map((key, index) => ({
    id: key,
    label: label(key, data.labels[index] ?? ''),
    value: data.periodCount[index] ?? 0,
  }));
}

/** A day in the reader's language, on the clock of `timeZone` (the browser's when none). */
export const formatDay = (value: string | Date, locale: Locale, timeZone?: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(new Date(value));

/** The days a period covers on the facility's calendar: its end is the start of the day after. */
export function periodRange(
  chart: { fromDate: string; toDate: string; timeZone: string },
  locale: Locale,
): { from: string; to: string } {
  return {
    from: formatDay(chart.fromDate, locale, chart.timeZone),
    to: formatDay(new Date(new Date(chart.toDate).getTime() - 1), locale, chart.timeZone),
  };
}

/** The quiet flag's chip: the warning alert's colours, readable at a small size (WCAG AA). */
export const QUIET_CHIP_SX = {
  bgcolor: '#fff4e5',
  color: '#663c00',
  border: 1,
  borderColor: '#ffb74d',
  '& .MuiChip-icon': { color: '#663c00' },
} as const;
