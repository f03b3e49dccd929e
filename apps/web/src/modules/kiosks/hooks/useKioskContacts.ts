import { useMemo } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { Kiosk } from '@ambient/core';
import { userKeys, usersApi } from '../../users';

export interface KioskContact {
  id: string;
  name: string;
}

/**
 * Whom a Genie's contact may be: one of its kiosk or domain managers (spec 02 §6: the kiosk
 * dashboard's contact list keeps only those). The contact already chosen stays offered, by id,
 * when the list does not hold them. Asked for a Genie only, and not for a new kiosk (no managers yet).
 */
export function useKioskContacts(kiosk: Kiosk | null, genie: boolean, contactUserId: string): KioskContact[] {
  const request = {
    context: 'kiosk-contact' as const,
    kioskIds: kiosk ? [kiosk.id] : [],
    pageSize: 100,
  };
  const managers = useQuery({
    queryKey: userKeys.list(request),
    meta: { readModels: ['kiosks', 'users'] },
    queryFn: kiosk && genie ? ({ signal }) => usersApi.list(request, signal) : skipToken,
    select: (answer) => answer.users.map((user) => ({ id: user.id, name: user.name })),
  });
  return useMemo(() => {
    const list = managers.data ?? [];
    return contactUserId && !list.some((u) => u.id === contactUserId)
      ? [...list, { id: contactUserId, name: contactUserId }]
      : list;
  }, [managers.data, contactUserId]);
}
