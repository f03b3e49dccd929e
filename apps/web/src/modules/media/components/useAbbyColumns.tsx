import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDuration, formatSize, formatTableDate, type MediaPathType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { useTableLocale } from '../../../ui/resource';
import type { AbbyLibraryRow } from '../utils/abby-library.util';
import { previewColumn, titleColumn } from './media-columns';

export interface AbbyColumnsOptions {
  pathTypes: readonly MediaPathType[];
  onPreview: (row: AbbyLibraryRow) => void;
  onRename: (row: AbbyLibraryRow) => void;
  /** As a picker: reduced columns (Preview, Title, Duration, Added), no rename. */
  picker?: boolean;
}

/**
 * The Abby shared library's columns (spec 03 §2.2, §9): Preview, Title (a link to the rename
 * dialog), Type (the path type's name), Duration (hh:mm:ss, empty for pictures), Size (base 1000)
 * and Added (MMM-DD-YYYY).
 */
export function useAbbyColumns({ pathTypes, onPreview, onRename, picker = false }: AbbyColumnsOptions) {
  const { t } = useTranslation('media');
  const locale = useTableLocale();
  return useMemo<GridColDef<AbbyLibraryRow>[]>(() => {
    const columns: GridColDef<AbbyLibraryRow>[] = [
      previewColumn(t('columns.preview'), onPreview),
      titleColumn<AbbyLibraryRow>({
        headerName: t('columns.title'),
        editLabel: (row) => t('editTitle', { title: row.title }),
        isEditable: () => !picker,
        onEdit: onRename,
      }),
      {
        field: 'mediaPathTypeId',
        headerName: t('columns.type'),
        width: 150,
        sortable: false,
        valueGetter: (value: number) => pathTypes.find((type) => type.id === value)?.description ?? '',
      },
      {
        field: 'duration',
        headerName: t('columns.duration'),
        width: 110,
        sortable: false,
        valueFormatter: (value: number | null) => (value === null ? '' : formatDuration(value)),
      },
      {
        field: 'size',
        headerName: t('columns.size'),
        width: 110,
        sortable: false,
        valueFormatter: (value: number) => formatSize(value),
      },
      {
        field: 'createDate',
        headerName: t('columns.added'),
        width: 125,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
    ];
    return picker ? columns.filter((column) => !['mediaPathTypeId', 'size'].includes(column.field)) : columns;
  }, [t, locale, pathTypes, onPreview, onRename, picker]);
}
