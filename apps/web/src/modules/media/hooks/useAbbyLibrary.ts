import { useMemo, useState } from 'react';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { MediaPathType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { abbyMediaApi, abbyMediaKeys, type AbbyPickerProfile } from '../api/abby-media.endpoints';
import { languageIdOf, toLocale } from '../../../i18n/locale.util';
import { useListParams } from '../../../ui/resource';
import { abbyRowOf, sharedLibraryPathTypes } from '../utils/abby-library.util';
import { useMediaSelection } from './useMediaSelection';

const NEWEST_FIRST = [{ field: 'createDate', sort: 'desc' as const }];

/**
 * The Abby shared library (spec 03 §2.2): its media path types in the viewer's language (the
 * first chosen at first), then a page of the chosen type's files from the server, newest first and
 * searched; refetched whenever the media items change. The selected rows are deleted together
 * after "Delete Media?". As a picker (decision 0075) its path type is the profile's chosen one and it
 * lists the files the profile does not hold yet.
 */
export function useAbbyLibrary(picker?: { profile: AbbyPickerProfile; pathType: MediaPathType }) {
  const { i18n } = useTranslation();
  const languageId = languageIdOf(toLocale(i18n.language));
  const list = useListParams(NEWEST_FIRST);
  const selection = useMediaSelection(abbyMediaApi.remove);
  const [chosenId, setChosenId] = useState<number | null>(null);

  const types = useQuery({
    queryKey: abbyMediaKeys.pathTypes(languageId),
    queryFn: picker ? skipToken : ({ signal }) => abbyMediaApi.pathTypes(languageId, signal),
    staleTime: Infinity,
  });
  const pathTypes = useMemo(() => sharedLibraryPathTypes(types.data?.mediaPathTypes ?? []), [types.data]);
  const pathType = picker?.pathType ?? pathTypes.find((type) => type.id === chosenId) ?? pathTypes[0] ?? null;
  const pathTypeId = pathType?.id ?? null;

  const query = useQuery({
    queryKey: picker
      ? abbyMediaKeys.available(picker.profile, pathTypeId ?? 0, list.params)
      : abbyMediaKeys.files(pathTypeId ?? 0, list.params),
    meta: { readModels: picker ? ['media_items', 'abby_profile_details'] : ['media_items'] },
    queryFn:
      pathTypeId === null
        ? skipToken
        : ({ signal }) =>
            picker
              ? abbyMediaApi.available(picker.profile, pathTypeId, list.params, signal)
              : abbyMediaApi.files(pathTypeId, list.params, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (query.data?.mediaFiles ?? []).map(abbyRowOf), [query.data]);

  return {
    list,
    pathTypes,
    pathType,
    /** Another path type starts with nothing selected, from its first page. */
    choosePathType: (id: number) => {
      setChosenId(id);
      selection.setSelected([]);
      list.firstPage();
    },
    rows,
    rowCount: query.data?.total ?? 0,
    loading: (!picker && types.isFetching) || (pathTypeId !== null && query.isFetching),
    firstLoad: (!picker && types.isPending) || (pathTypeId !== null && query.isPending),
    ...selection,
  };
}
