import { useMutation } from '@tanstack/react-query';
import { workbookFileName } from '@ambient/core';
import { adminApi } from '../api/admin.endpoints';
import { localIsoDate, saveBlob } from '../../../utils/browser-file.util';

/** Download Inventory Workbook: fetches the .xlsx and saves it as the fixed prefix plus the ISO date. */
export function useWorkbookDownload() {
  return useMutation({
    mutationFn: () => adminApi.workbook(),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? workbookFileName(localIsoDate())),
  });
}
