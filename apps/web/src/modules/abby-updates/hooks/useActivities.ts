import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_ABBY_ZIP_VERSION, expectedActivityZipName, type AbbyActivity } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import {
  abbyUpdateKeys,
  abbyUpdatesApi,
  type ActivityInput,
  type ActivityReleaseInput,
} from '../api/abby-updates.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { useEntityDialog } from '../../../ui/resource';
import { saveBlob } from '../../../utils/browser-file.util';
import { feedback } from '../../../ui/feedback/feedback.store';

const READ_MODELS = ['abby_activities', 'abby_activity_releases'] as const;

/**
 * The Abby activity manager (spec 02 §2, §4): the activities and the Next Update, one chosen by
 * its radio; create and edit in a dialog; Download Zip of the chosen one for the next update;
 * Release Update of the chosen one. The server's refusals show in the shared result dialog.
 */
export function useActivities() {
  const { t } = useTranslation('abbyUpdates');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: abbyUpdateKeys.activities,
    meta: { readModels: [...READ_MODELS] },
    queryFn: ({ signal }) => abbyUpdatesApi.activities(signal),
  });
  const activities = useMemo(() => query.data?.activities ?? [], [query.data]);
  const nextUpdate = query.data?.nextUpdate ?? null;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = activities.find((a) => a.id === chosenId) ?? null;
  const dialog = useEntityDialog<AbbyActivity>();
  const [releasing, setReleasing] = useState(false);
  const refresh = () => invalidateReadModels(queryClient, [...READ_MODELS]);

  const save = useMutation({
    mutationFn: ({ input, activity }: { input: ActivityInput; activity: AbbyActivity | null }) =>
      activity ? abbyUpdatesApi.updateActivity(activity, input) : abbyUpdatesApi.createActivity(input),
    onSuccess: async ({ activity }) => {
      setChosenId(activity.id);
      dialog.close();
      await refresh();
    },
  });

  const download = useMutation({
    mutationFn: ({ activity, next }: { activity: AbbyActivity; next: number }) =>
      abbyUpdatesApi.downloadActivityZip(DEFAULT_ABBY_ZIP_VERSION, next, activity),
    onSuccess: ({ blob, fileName }, { next }) => saveBlob(blob, fileName ?? expectedActivityZipName(next)),
  });

  const release = useMutation({
    mutationFn: (input: ActivityReleaseInput) => abbyUpdatesApi.releaseActivity(input),
    onSuccess: async (_answer, { level }) => {
      setReleasing(false);
      feedback.notify(t('activities.released', { level }));
      await refresh();
    },
  });

  return {
    rows: activities,
    firstLoad: query.isPending,
    nextUpdate,
    chosen,
    choose: setChosenId,
    dialog,
    save: (input: ActivityInput, activity: AbbyActivity | null) => save.mutate({ input, activity }),
    saving: save.isPending,
    download: () => chosen && nextUpdate !== null && download.mutate({ activity: chosen, next: nextUpdate }),
    downloading: download.isPending,
    releasing,
    openRelease: () => setReleasing(true),
    closeRelease: () => setReleasing(false),
    release: (input: ActivityReleaseInput) => release.mutate(input),
    uploading: release.isPending,
  };
}
