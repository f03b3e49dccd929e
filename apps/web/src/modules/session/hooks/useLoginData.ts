import { skipToken, useQuery } from '@tanstack/react-query';
import { KioskType } from '@ambient/core';
import { sessionApi } from '../api/session.endpoints';
import { queryKeys } from '../../../api/query-keys';
import { useSession } from './useSession';

export type HomeKind = 'admin' | 'kiosks' | 'residents' | 'guest';

/** Which Home a user gets: kiosk and domain managers alike, then family facilitators (spec 01 §2.6). */
export function homeKindOf(flags: {
  isAdmin: boolean;
  isKioskManager: boolean;
  isDomainManager: boolean;
  isResidentManager: boolean;
}): HomeKind {
  if (flags.isAdmin) return 'admin';
  if (flags.isKioskManager || flags.isDomainManager) return 'kiosks';
  if (flags.isResidentManager) return 'residents';
  return 'guest';
}

/**
 * The login data of each role (spec 01 §4), loaded once per session: admins get the admin
 * login and the kiosk combo options, kiosk and domain managers their kiosks, family
 * facilitators their residents.
 */
export function useLoginData() {
  const { profile, flags } = useSession();
  const kind = flags ? homeKindOf(flags) : null;
  const once = { staleTime: Infinity, gcTime: Infinity } as const;

  const adminLogin = useQuery({
    queryKey: queryKeys.adminLogin,
    meta: { readModels: ['users', 'kiosks', 'residents'] },
    queryFn: profile && kind === 'admin' ? () => sessionApi.adminLogin(profile) : skipToken,
    ...once,
  });
  const abbyOptions = useQuery({
    queryKey: queryKeys.kioskComboOptions(KioskType.Abby),
    meta: { readModels: ['kiosks', 'facilities', 'domains'] },
    queryFn: kind === 'admin' ? () => sessionApi.kioskComboOptions(KioskType.Abby) : skipToken,
    select: (response) => response.options,
    ...once,
  });
  const genieOptions = useQuery({
    queryKey: queryKeys.kioskComboOptions(KioskType.Genie),
    meta: { readModels: ['kiosks', 'facilities', 'domains'] },
    queryFn: kind === 'admin' ? () => sessionApi.kioskComboOptions(KioskType.Genie) : skipToken,
    select: (response) => response.options,
    ...once,
  });
  const kioskLogin = useQuery({
    queryKey: queryKeys.kioskLogin,
    meta: { readModels: ['kiosks', 'facilities', 'domains', 'residents'] },
    queryFn: profile && kind === 'kiosks' ? () => sessionApi.kioskLogin(profile) : skipToken,
    ...once,
  });
  const residentLogin = useQuery({
    queryKey: queryKeys.residentLogin,
    meta: { readModels: ['residents', 'kiosks', 'messages'] },
    queryFn: profile && kind === 'residents' ? () => sessionApi.residentLogin(profile) : skipToken,
    ...once,
  });

  return { kind, adminLogin, abbyOptions, genieOptions, kioskLogin, residentLogin };
}
