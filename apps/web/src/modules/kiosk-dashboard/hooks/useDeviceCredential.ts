import { useCallback, useState } from 'react';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceCredentialKeys, deviceCredentialsApi, type DeviceCredentialResponse } from '../../devices';
import { useCopyText } from '../../../ui/resource';

/** A secret just issued: shown once, then forgotten when its dialog closes. */
export interface ShownSecret {
  username: string;
  secret: string;
}

/**
 * The Device Sign-In panel's data and behaviour (decision 0028), admins only: whether the kiosk
 * has a credential and when it was issued or rotated; Issue at once, Rotate after a confirmation
 * (the old secret stops working); the new secret kept in memory only while its dialog is open.
 */
export function useDeviceCredential(kioskId: number | null, enabled: boolean) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: deviceCredentialKeys.one(kioskId ?? 0),
    // The serial is the username: a change of the kiosk refetches it.
    meta: { readModels: ['kiosks'] },
    queryFn: kioskId && enabled ? ({ signal }) => deviceCredentialsApi.status(kioskId, signal) : skipToken,
  });

  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const clipboard = useCopyText();
  const { dismiss } = clipboard;

  const issue = useMutation({
    mutationFn: (id: number) => deviceCredentialsApi.issue(id),
    onSuccess: ({ secret, ...answer }, id) => {
      queryClient.setQueryData<DeviceCredentialResponse>(deviceCredentialKeys.one(id), answer);
      setConfirming(false);
      dismiss();
      setShown({ username: answer.username, secret });
    },
  });

  const issued = status.data?.issued ?? false;
  const { mutate } = issue;
  /** Issue goes at once; Rotate asks first. */
  const request = useCallback(() => {
    if (!kioskId) return;
    if (issued) setConfirming(true);
    else mutate(kioskId);
  }, [kioskId, issued, mutate]);

  return {
    status: status.data,
    loading: status.isPending && enabled,
    busy: issue.isPending,
    request,
    rotate: {
      open: confirming,
      confirm: () => kioskId && mutate(kioskId),
      cancel: () => setConfirming(false),
    },
    secret: {
      shown,
      copy: clipboard.state,
      copySecret: () => clipboard.copy(shown?.secret),
      close: () => {
        dismiss();
        setShown(null);
      },
    },
  };
}
