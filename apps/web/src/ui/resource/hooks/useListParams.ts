import { useEffect, useMemo, useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { ListParams } from '../../../api/list-params';
import { DEFAULT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, toSortParam } from '../utils/list-params.util';

/**
 * The paging, sorting and search state of a server-side table. Typing in the search box asks
 * the server once typing pauses, from the first page; a new sort also starts from the first page.
 */
export function useListParams(
  initialSort: GridSortModel = [],
  sortFields: Readonly<Record<string, string>> = {},
) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [sortModel, setSortModelState] = useState<GridSortModel>(initialSort);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return undefined;
    const timer = window.setTimeout(() => {
      setSearch(next);
      setPaginationModel((model) => ({ ...model, page: 0 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, search]);

  const sort = toSortParam(sortModel, sortFields);
  const params = useMemo<ListParams>(
    () => ({ page: paginationModel.page, pageSize: paginationModel.pageSize, search, sort }),
    [paginationModel.page, paginationModel.pageSize, search, sort],
  );

  return {
    params,
    paginationModel,
    setPaginationModel,
    sortModel,
    setSortModel: (model: GridSortModel) => {
      setSortModelState(model);
      setPaginationModel((current) => ({ ...current, page: 0 }));
    },
    searchText,
    setSearchText,
    /** Back to the first page, e.g. when a filter outside the grid changes. */
    firstPage: () => setPaginationModel((current) => ({ ...current, page: 0 })),
  };
}
