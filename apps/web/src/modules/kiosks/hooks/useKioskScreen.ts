import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Kiosk, KioskKind, KioskPayload } from '@ambient/core';
import { kiosksApi, type KioskListParams } from '../api/kiosks.endpoints';
import { useDeleteFlow, useEntityDialog, useListParams, usePinnedRows } from '../../../ui/resource';
import { feedback } from '../../../ui/feedback/feedback.store';
import { kioskOptionsOf } from '../utils/kiosk-options.util';
import { useKioskEditor } from './useKioskEditor';
import { useKioskList } from './useKioskList';
import { useKioskMutations } from './useKioskMutations';

/** The Kiosk manager's data and behaviour (spec 02 §2 Kiosk manager, §4). */
export function useKioskScreen() {
  const { t } = useTranslation('kiosks');
  const rights = useKioskEditor();
  const list = useListParams();
  /** The filters; 0 is (All). */
  const [facilityId, setFacilityId] = useState(0);
  const [typeId, setTypeId] = useState(0);
  const params = useMemo<KioskListParams>(
    () => ({
      ...list.params,
      facilityId: facilityId > 0 ? facilityId : null,
      typeId: typeId > 0 ? typeId : null,
    }),
    [list.params, facilityId, typeId],
  );
  const pinned = usePinnedRows<Kiosk>();
  const query = useKioskList(params);
  const options = useMemo(() => kioskOptionsOf(query.data), [query.data]);
  const mutations = useKioskMutations(pinned, options.facilities, options.domains);
  const dialog = useEntityDialog<Kiosk>();
  /** The kind chosen in the type chooser for a new kiosk. */
  const [newKind, setNewKind] = useState<KioskKind>('abby22');
  const [choosingType, setChoosingType] = useState(false);
  const deletion = useDeleteFlow<Kiosk>(kiosksApi.deleteCheck, (row) =>
    mutations.remove.mutate(row.id, {
      onSuccess: () => feedback.notify(t('deleted', { serialNumber: row.serialNumber })),
    }),
  );

  const { clear } = pinned;
  useEffect(() => clear(), [params.search, params.sort, params.facilityId, params.typeId, clear]);

  const serverRows = query.data?.kiosks ?? [];
  return {
    rights,
    list,
    facilityId,
    setFacilityId: (id: number) => {
      setFacilityId(id);
      list.firstPage();
    },
    typeId,
    setTypeId: (id: number) => {
      setTypeId(id);
      list.firstPage();
    },
    options,
    rows: pinned.arrange(serverRows, params.page === 0),
    rowCount: query.data?.total ?? serverRows.length,
    loading: query.isFetching,
    firstLoad: query.isPending,
    typeChooser: {
      open: choosingType,
      ask: () => setChoosingType(true),
      cancel: () => setChoosingType(false),
      choose: (kind: KioskKind) => {
        setChoosingType(false);
        setNewKind(kind);
        dialog.openFor(null);
      },
    },
    newKind,
    dialog,
    saving: mutations.create.isPending || mutations.update.isPending,
    save: (payload: KioskPayload, kiosk: Kiosk | null) => {
      const done = (row: Kiosk, key: 'added' | 'saved') => {
        feedback.notify(t(key, { serialNumber: row.serialNumber }));
        dialog.close();
      };
      if (kiosk) {
        mutations.update.mutate(
          { id: kiosk.id, payload, baseOnly: rights.baseOnly },
          { onSuccess: (row) => done(row, 'saved') },
        );
      } else {
        mutations.create.mutate(payload, { onSuccess: (row) => done(row, 'added') });
      }
    },
    deletion,
  };
}
