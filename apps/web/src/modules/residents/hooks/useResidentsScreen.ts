import { useCallback, useEffect, useMemo, useState } from 'react';
import { KioskType, type NamedRef, type Resident } from '@ambient/core';
import type { ResidentListParams } from '../api/residents.endpoints';
import { useListParams, usePinnedRows } from '../../../ui/resource';
import { useRouteNavigation } from '../../navigation';
import { useSession } from '../../session';
import { activateResident } from '../utils/active-resident.util';
import { kiosksOfType } from '../utils/resident-form.util';
import { pictureOf, residentSummaryOf } from '../utils/resident-rows.util';
import { useKioskDashboardContext } from './useKioskDashboardContext';
import { useResidentEditor } from './useResidentEditor';
import { useResidentList } from './useResidentList';
import { useResidentPictures } from './useResidentPictures';

/** The grid's columns and the API's sort fields (RESIDENT_SORT on the server). */
export const RESIDENT_SORT_FIELDS: Readonly<Record<string, string>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  kiosk: 'kioskName',
  facility: 'facilityName',
  createDate: 'createDate',
};

const FALLBACK_KIOSK_TYPES: NamedRef[] = [
  { id: KioskType.Abby, name: 'Abby' },
  { id: KioskType.Genie, name: 'Genie' },
];

/**
 * The Residents manager's data and behaviour (spec 02 §2): the kiosk type filter (admins, not
 * when opened from a kiosk dashboard), the kiosk filter (admins), search; create (type first),
 * edit, delete; and the way to each resident's dashboard. Opened from a kiosk dashboard it
 * shows that kiosk's residents.
 */
export function useResidentsScreen() {
  const { flags } = useSession();
  const isAdmin = flags?.isAdmin ?? false;
  const isResidentManager = flags?.isResidentManager ?? false;
  const { open } = useRouteNavigation();
  const context = useKioskDashboardContext();
  const list = useListParams([], RESIDENT_SORT_FIELDS);
  const [kioskTypeFilter, setKioskTypeFilter] = useState<number | null>(null);
  const [kioskFilter, setKioskFilter] = useState<number | null>(null);
  const kioskTypeId = context.fromKioskDashboard ? null : kioskTypeFilter;
  const kioskId = context.kiosk?.id ?? kioskFilter;

  const params = useMemo<ResidentListParams>(
    () => ({ ...list.params, kioskTypeId, kioskId }),
    [list.params, kioskTypeId, kioskId],
  );
  const query = useResidentList(params);
  const pinned = usePinnedRows<Resident>();
  const editor = useResidentEditor({ pinned, defaultKioskId: kioskId });
  const { options } = editor;

  const { clear } = pinned;
  useEffect(() => clear(), [params.search, params.sort, kioskTypeId, kioskId, clear]);

  const serverRows = query.data?.residents ?? [];
  const rows = pinned.arrange(serverRows, params.page === 0);
  const pictures = useResidentPictures(rows, isAdmin);

  const kioskTypes = options.kioskTypes.length > 0 ? options.kioskTypes : FALLBACK_KIOSK_TYPES;
  const filterKiosks = useMemo(
    () => (kioskTypeFilter === null ? options.kiosks : kiosksOfType(options.kiosks, kioskTypeFilter)),
    [options.kiosks, kioskTypeFilter],
  );

  const { firstPage } = list;
  const chooseKioskType = useCallback(
    (typeId: number | null) => {
      setKioskTypeFilter(typeId);
      // A kiosk of another type no longer matches the filter.
      setKioskFilter((current) => {
        if (current === null || typeId === null) return current;
        const kiosk = options.kiosks.find((k) => k.id === current);
        return kiosk && (kiosk.kioskTypeId ?? kiosk.typeId) === typeId ? current : null;
      });
      firstPage();
    },
    [options.kiosks, firstPage],
  );
  const chooseKiosk = useCallback(
    (id: number | null) => {
      setKioskFilter(id);
      firstPage();
    },
    [firstPage],
  );

  const { openEdit, typeChooser, openNew } = editor;
  const contextKiosk = context.kiosk;
  return {
    list,
    isAdmin,
    fromKioskDashboard: context.fromKioskDashboard,
    contextKiosk,
    filters: {
      showKioskType: isAdmin && !context.fromKioskDashboard,
      showKiosk: isAdmin,
      kioskTypes,
      kioskTypeId: kioskTypeFilter,
      chooseKioskType,
      kiosks: filterKiosks,
      kioskId,
      /** Opened from a kiosk dashboard, the kiosk is that one. */
      kioskLocked: context.fromKioskDashboard,
      chooseKiosk,
      loading: options.loading,
    },
    rows,
    pictures,
    rowCount: query.data?.total ?? serverRows.length,
    loading: query.isFetching,
    firstLoad: query.isPending,
    editor,
    /** Family facilitators neither create nor delete residents (spec 02 §6). */
    canCreate: !isResidentManager,
    canDelete: !isResidentManager,
    create: () => {
      if (contextKiosk) openNew(contextKiosk.typeId, contextKiosk.id, true);
      else typeChooser.ask();
    },
    edit: openEdit,
    openDashboard: (resident: Resident) => {
      activateResident(residentSummaryOf(resident, pictureOf(resident, pictures)));
      open('ResidentDashboard');
    },
  };
}

export type ResidentsScreenState = ReturnType<typeof useResidentsScreen>;
