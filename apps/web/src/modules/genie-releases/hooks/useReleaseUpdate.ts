import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Timings, type RolloutGroupsRequest } from '@ambient/core';
import { isApiError } from '../../../api/api-error';
import { queryKeys } from '../../../api/query-keys';
import { useReleaseRollout } from '../../rollouts';
import { genieReleasesApi } from '../api/genie-releases.endpoints';
import { releaseFileProblem, type ReleaseFileProblem } from '../utils/release-file.util';

/** Where the Release Update dialog is: choose a file, confirm, upload, then the outcome. */
export type ReleaseStep =
  | { step: 'choose'; file: File | null; problem: ReleaseFileProblem | null }
  | { step: 'confirm'; file: File; rollout?: RolloutGroupsRequest }
  | { step: 'uploading'; file: File }
  | { step: 'released'; level: number }
  | { step: 'failed'; file: File; message: string | null; invalidFile: boolean };

const START: ReleaseStep = { step: 'choose', file: null, problem: null };

/**
 * Release Update (spec 01 §2.11): pick a zip (checked in the browser: name and signature), choose
 * how the Genies are told (all now, or in groups: decision 0079), confirm, upload; the answer is
 * the next update level. Server refusals are shown in the
 * dialog, not in the shared error dialog.
 */
export function useReleaseUpdate() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ReleaseStep>(START);
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  const rollout = useReleaseRollout('genie');
  const upload = useMutation({
    mutationFn: ({ file, plan }: { file: File; plan?: RolloutGroupsRequest }) =>
      genieReleasesApi.release(file, plan),
    meta: { silent: true },
  });

  const resetRollout = rollout.reset;
  const start = useCallback(() => {
    window.clearTimeout(reset.current);
    setState(START);
    resetRollout();
    setOpen(true);
  }, [resetRollout]);

  const close = useCallback(() => {
    if (state.step === 'uploading') return;
    setOpen(false);
    reset.current = window.setTimeout(() => setState(START), Timings.dialogResetMs);
  }, [state.step]);

  const choose = useCallback(async (file: File | null) => {
    const problem = await releaseFileProblem(file);
    setState({ step: 'choose', file: problem === 'invalidFilename' ? null : file, problem });
  }, []);

  /** The dialog's Release button: checks again, then asks for confirmation. */
  const requestRelease = useCallback(async () => {
    if (state.step !== 'choose') return;
    const problem = await releaseFileProblem(state.file);
    if (problem || !state.file) {
      setState({ step: 'choose', file: null, problem: problem ?? 'noFile' });
      return;
    }
    const plan = rollout.request();
    if (plan === null) return;
    setState({ step: 'confirm', file: state.file, ...(plan ? { rollout: plan } : {}) });
  }, [state, rollout]);

  const confirm = useCallback(async () => {
    if (state.step !== 'confirm') return;
    const { file, rollout: plan } = state;
    setState({ step: 'uploading', file });
    try {
      const { nextUpdate } = await upload.mutateAsync({ file, ...(plan ? { plan } : {}) });
      setState({ step: 'released', level: nextUpdate });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin });
    } catch (error) {
      setState({
        step: 'failed',
        file,
        message: isApiError(error) ? error.serverMessage : null,
        invalidFile: isApiError(error) && error.status === 422,
      });
    }
  }, [state, upload, queryClient]);

  const back = useCallback(() => {
    setState((current) =>
      current.step === 'confirm' || current.step === 'failed'
        ? { step: 'choose', file: current.file, problem: null }
        : current,
    );
  }, []);

  return { open, state, rollout, start, close, choose, requestRelease, confirm, back };
}
