import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { workbookFileName } from '@ambient/core';
import { adminApi } from '../../../api/admin.endpoints';
import { useSession } from '../../session';
import { localIsoDate, saveBlob } from '../utils/browser-file.util';

/** Download Inventory Workbook: fetches the .xlsx and saves it as the fixed prefix plus the ISO date. */
export function useWorkbookDownload() {
  const { accessToken } = useSession();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: () => adminApi.workbook(accessToken, i18n.language),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? workbookFileName(localIsoDate())),
  });
}
