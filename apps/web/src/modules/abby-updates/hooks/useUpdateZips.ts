import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_ABBY_ZIP_VERSION,
  zipLevelName,
  type AbbyZipVersion,
  type RolloutGroupsRequest,
} from '@ambient/core';
import { abbyUpdateKeys, abbyUpdatesApi } from '../api/abby-updates.endpoints';
import { invalidateReadModels } from '../../../api/read-models';
import { useTranslateMessage } from '../../../i18n/useTranslateMessage';
import { useDeleteFlow } from '../../../ui/resource';
import { useReleaseRollout } from '../../rollouts';
import { feedback } from '../../../ui/feedback/feedback.store';
import { withReleasedZip, zipReleaseProblem, zipRowsOf, type ZipRow } from '../utils/update-zips.util';

/**
 * The Abby update zips (spec 02 §2, §4, §5): one version's zips at a time (22 first), searched by
 * name; a release is checked in the browser, confirmed ("Release Update?"), uploaded and added to
 * the list; a delete is confirmed ("Delete Update?"). The server's refusals show in the shared
 * result dialog.
 */
export function useUpdateZips() {
  const queryClient = useQueryClient();
  const translateMessage = useTranslateMessage();
  const query = useQuery({
    queryKey: abbyUpdateKeys.zips,
    meta: { readModels: ['abby_update_zips'] },
    queryFn: ({ signal }) => abbyUpdatesApi.updateZips(signal),
  });
  const groups = useMemo(() => query.data?.updateZips ?? [], [query.data]);
  const [version, setVersion] = useState<AbbyZipVersion>(DEFAULT_ABBY_ZIP_VERSION);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ file: File; version: AbbyZipVersion } | null>(null);
  const rows = useMemo(() => zipRowsOf(groups, version, search), [groups, version, search]);

  const rollout = useReleaseRollout('abby22');
  const release = useMutation({
    mutationFn: ({
      file,
      version: into,
      plan,
    }: {
      file: File;
      version: AbbyZipVersion;
      plan: RolloutGroupsRequest | undefined;
    }) => abbyUpdatesApi.releaseZip(into, file, plan),
    onSuccess: ({ zipFile }, { version: into }) => {
      queryClient.setQueryData(abbyUpdateKeys.zips, (data: typeof query.data) =>
        data ? { ...data, updateZips: withReleasedZip(data.updateZips, into, zipFile) } : data,
      );
      setChosen(null);
      void invalidateReadModels(queryClient, ['abby_update_zips']);
    },
    onError: () => setChosen(null),
  });

  const remove = useMutation({
    mutationFn: (row: ZipRow) => abbyUpdatesApi.deleteZip(version, zipLevelName(row.filename)),
    onSettled: () => invalidateReadModels(queryClient, ['abby_update_zips']),
  });
  const deletion = useDeleteFlow<ZipRow>(null, (row) => remove.mutate(row));

  /** A file picked for release: checked against the rules, then held for the confirmation. */
  const choose = (file: File | null) => {
    if (!file) return;
    const problem = zipReleaseProblem(file.name, groups, version);
    if (problem) {
      feedback.showDialog({
        titleKey: problem.title,
        message: translateMessage(problem.message),
        severity: 'warning',
      });
      return;
    }
    rollout.reset();
    setChosen({ file, version });
  };

  /** The confirmation: every kiosk of the version told now, or in groups once they are right. */
  const confirmRelease = () => {
    if (!chosen) return;
    const plan = rollout.request();
    if (plan !== null) release.mutate({ ...chosen, plan });
  };

  return {
    rows,
    firstLoad: query.isPending,
    version,
    setVersion,
    search,
    setSearch,
    chosen,
    choose,
    cancelRelease: () => setChosen(null),
    confirmRelease,
    rollout,
    releasing: release.isPending,
    deletion,
    deleting: remove.isPending ? remove.variables : null,
  };
}
