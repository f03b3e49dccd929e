import { useCallback } from 'react';
import { useCopyText } from '../../../ui/resource';
import { useSession } from '../../session';

/** Copy Token: puts the session's access token on the clipboard; "Copied!" shows for 2 seconds. */
export function useCopyToken() {
  const { accessToken } = useSession();
  const { state, copy, dismiss } = useCopyText();
  return { state, copy: useCallback(() => copy(accessToken), [copy, accessToken]), dismiss };
}
