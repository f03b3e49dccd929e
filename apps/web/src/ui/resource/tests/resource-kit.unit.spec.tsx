/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DeleteCheckResponse } from '@ambient/core';
import { i18n, initI18n } from '../../../i18n/i18n';
import { DeleteDialog } from '../components/DeleteDialog';
import { OwnerPickers } from '../components/OwnerPickers';
import { PlaylistDeleteDialog } from '../../playlists/PlaylistDeleteDialog';
import { playlistColumns, tickColumn } from '../../playlists/playlist-columns';
import { ResourceScreen } from '../components/ResourceScreen';
import { useDeleteFlow } from '../hooks/useDeleteFlow';
import { usePinnedRows } from '../hooks/usePinnedRows';
import { useRowAction } from '../hooks/useRowAction';
import { useRowMutations } from '../hooks/useRowMutations';
import { itemCacheShape, listCacheShape } from '../utils/list-cache.util';

interface Row {
  id: number;
  name: string;
}
interface Answer {
  rows: Row[];
  total: number;
}

const listKey = ['things', 'getList'];
const cache = listCacheShape<'rows', Row, Answer>(listKey, 'rows', ['organizations']);

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

/** A promise the test settles by hand, to look at the table while a call is on its way. */
function pending<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: Error) => void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('the resource screen', () => {
  it('shows its heading, its filters and a New button that opens the dialog', async () => {
    const onNew = jest.fn();
    render(
      <ResourceScreen
        title="Organizations"
        newLabel="New Organization"
        onNew={onNew}
        filters={<input aria-label="Search" />}
      >
        <p>the table</p>
      </ResourceScreen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Organizations' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    expect(screen.getByText('the table')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New Organization' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('shows what the list is narrowed to, no New button to a role that may not create, a waiting one', () => {
    const { rerender } = render(
      <ResourceScreen
        title="Residents"
        titleAside={<span>Genie 003</span>}
        newLabel="Create Resident"
        filters={<input aria-label="Search" />}
      >
        <p>the table</p>
      </ResourceScreen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Residents' })).toBeTruthy();
    expect(screen.getByText('Genie 003')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Resident' })).toBeNull();
    rerender(
      <ResourceScreen
        title="Button Configs"
        newLabel="Add Detail"
        onNew={() => undefined}
        newDisabled
        filters={<input aria-label="Configuration" />}
      >
        <p>the table</p>
      </ResourceScreen>,
    );
    expect((screen.getByRole('button', { name: 'Add Detail' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the optimistic mutations', () => {
  function setUp(
    update: (row: Row) => Promise<Row>,
    remove: (id: number) => Promise<unknown>,
    create: (payload: { name: string }) => Promise<Row> = (payload) => Promise.resolve({ id: 3, ...payload }),
  ) {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    const server: Answer = {
      rows: [
        { id: 1, name: 'Harbor' },
        { id: 2, name: 'Northern' },
      ],
      total: 2,
    };
    const fetches = { things: 0, kiosks: 0 };
    const hook = renderHook(
      () => {
        const list = useQuery({
          queryKey: listKey,
          queryFn: () => {
            fetches.things += 1;
            return Promise.resolve(JSON.parse(JSON.stringify(server)) as Answer);
          },
          meta: { readModels: ['organizations'] },
        });
        // A query of another screen that reads what this resource's writes leave alone.
        useQuery({
          queryKey: ['kiosks', 'getList'],
          queryFn: () => {
            fetches.kiosks += 1;
            return Promise.resolve([]);
          },
          meta: { readModels: ['kiosks'] },
        });
        const pinned = usePinnedRows<Row>();
        const mutations = useRowMutations<Row, { name: string }, Row>({
          cache,
          pinned,
          create,
          update,
          remove,
          draftOfCreate: (payload, id) => ({ id, ...payload }),
          draftOfUpdate: (payload) => payload,
        });
        return {
          names: list.data?.rows.map((r) => r.name) ?? [],
          shown: pinned.arrange(list.data?.rows ?? [], true).map((r) => r.name),
          total: list.data?.total,
          ...mutations,
        };
      },
      { wrapper: withClient(client) },
    );
    return { hook, server, fetches };
  }

  it('shows an edit at once and keeps it when the server takes it', async () => {
    const call = pending<Row>();
    const { hook, server } = setUp(
      () => call.promise,
      () => Promise.resolve({}),
    );
    await waitFor(() => expect(hook.result.current.names).toEqual(['Harbor', 'Northern']));
    act(() => hook.result.current.update.mutate({ id: 1, name: 'Harbour' }));
    await waitFor(() => expect(hook.result.current.names).toEqual(['Harbour', 'Northern']));
    server.rows[0] = { id: 1, name: 'Harbour' };
    await act(async () => call.resolve({ id: 1, name: 'Harbour' }));
    await waitFor(() => expect(hook.result.current.update.isSuccess).toBe(true));
    expect(hook.result.current.names).toEqual(['Harbour', 'Northern']);
  });

  it('puts the previous rows back when the server refuses an edit or a delete', async () => {
    const edit = pending<Row>();
    const removal = pending<unknown>();
    const { hook } = setUp(
      () => edit.promise,
      () => removal.promise,
    );
    await waitFor(() => expect(hook.result.current.names).toEqual(['Harbor', 'Northern']));

    act(() => hook.result.current.update.mutate({ id: 1, name: 'Refused' }));
    await waitFor(() => expect(hook.result.current.names).toEqual(['Refused', 'Northern']));
    await act(async () => edit.reject(new Error('refused')));
    await waitFor(() => expect(hook.result.current.names).toEqual(['Harbor', 'Northern']));

    act(() => hook.result.current.remove.mutate(2));
    await waitFor(() => expect(hook.result.current.names).toEqual(['Harbor']));
    expect(hook.result.current.total).toBe(1);
    await act(async () => removal.reject(new Error('refused')));
    await waitFor(() => expect(hook.result.current.names).toEqual(['Harbor', 'Northern']));
    expect(hook.result.current.total).toBe(2);
  });

  it('puts a new row on top while the server adds it, and takes it away when refused', async () => {
    const added = pending<Row>();
    const refused = pending<Row>();
    const calls = [added, refused];
    const { hook } = setUp(
      () => Promise.reject(new Error('unused')),
      () => Promise.resolve({}),
      () => (calls.shift() ?? refused).promise,
    );
    await waitFor(() => expect(hook.result.current.shown).toEqual(['Harbor', 'Northern']));
    act(() => hook.result.current.create.mutate({ name: 'Coastal' }));
    await waitFor(() => expect(hook.result.current.shown).toEqual(['Coastal', 'Harbor', 'Northern']));
    await act(async () => added.resolve({ id: 3, name: 'Coastal Health' }));
    await waitFor(() => expect(hook.result.current.shown).toEqual(['Coastal Health', 'Harbor', 'Northern']));

    act(() => hook.result.current.create.mutate({ name: 'Refused' }));
    await waitFor(() =>
      expect(hook.result.current.shown).toEqual(['Refused', 'Coastal Health', 'Harbor', 'Northern']),
    );
    await act(async () => refused.reject(new Error('refused')));
    await waitFor(() => expect(hook.result.current.shown).toEqual(['Coastal Health', 'Harbor', 'Northern']));
  });

  it('reads again the queries that read what the write changed, and only those', async () => {
    const { hook, fetches } = setUp(
      (row) => Promise.resolve(row),
      () => Promise.resolve({}),
    );
    await waitFor(() => expect(hook.result.current.names).toEqual(['Harbor', 'Northern']));
    await waitFor(() => expect(fetches.kiosks).toBe(1));
    expect(fetches.things).toBe(1);
    await act(async () => {
      await hook.result.current.update.mutateAsync({ id: 1, name: 'Harbour' });
    });
    expect(fetches.things).toBe(2);
    expect(fetches.kiosks).toBe(1);
  });
});

/** A thing as its dashboard reads it: more than the list row. */
interface Detail {
  errorSeverity: number | null;
  errorMessage: string | null;
  thing: Row & { note?: string };
}
/** Another query listing the same rows, beside other lists (like the key tag mapper). */
interface Group {
  things: Row[];
  kinds: string[];
}

describe('rows cached in several places', () => {
  const groupKey = ['things', 'byGroup'];
  const cacheShapes = [
    cache,
    listCacheShape<'things', Row, Group>(groupKey, 'things', ['organizations', 'domains']),
  ];
  const item = itemCacheShape<'thing', Row>((id) => ['things', 'getOne', id], 'thing');

  function setUp(calls: {
    create?: (payload: { name: string }) => Promise<{ thing: Row; isEmailSent: boolean }>;
    update?: (row: Row) => Promise<{ thing: Row; isEmailSent: boolean }>;
    remove?: (id: number) => Promise<unknown>;
  }) {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
    });
    client.setQueryData<Answer>(listKey, {
      rows: [
        { id: 1, name: 'Harbor' },
        { id: 2, name: 'Northern' },
      ],
      total: 2,
    });
    client.setQueryData<Group>([...groupKey, 7], {
      things: [{ id: 1, name: 'Harbor' }],
      kinds: ['clinic'],
    });
    client.setQueryData<Detail>(['things', 'getOne', 1], {
      errorSeverity: null,
      errorMessage: null,
      thing: { id: 1, name: 'Harbor', note: 'by the sea' },
    });
    const hook = renderHook(
      () =>
        useRowMutations<Row, { name: string }, Row, { thing: Row; isEmailSent: boolean }>({
          cache: cacheShapes,
          item,
          pinned: null,
          create: calls.create ?? (() => Promise.reject(new Error('unused'))),
          update: calls.update ?? (() => Promise.reject(new Error('unused'))),
          remove: calls.remove ?? (() => Promise.reject(new Error('unused'))),
          rowOf: (answer) => answer.thing,
          draftOfCreate: (payload, id) => ({ id, ...payload }),
          draftOfUpdate: (payload, previous) => ({ ...previous, name: payload.name }),
        }),
      { wrapper: withClient(client) },
    );
    const read = () => ({
      list: client.getQueryData<Answer>(listKey),
      group: client.getQueryData<Group>([...groupKey, 7]),
      item: (id: number) => client.getQueryData<Detail>(['things', 'getOne', id]),
    });
    return { hook, read };
  }

  it('shows an edit in every list and in the row’s own answer, and puts them all back when refused', async () => {
    const edit = pending<{ thing: Row; isEmailSent: boolean }>();
    const { hook, read } = setUp({ update: () => edit.promise });
    act(() => hook.result.current.update.mutate({ id: 1, name: 'Harbour' }));
    await waitFor(() => expect(read().list?.rows[0]?.name).toBe('Harbour'));
    expect(read().group).toEqual({ things: [{ id: 1, name: 'Harbour' }], kinds: ['clinic'] });
    // The answer keeps what only it holds.
    expect(read().item(1)?.thing).toEqual({ id: 1, name: 'Harbour', note: 'by the sea' });
    await act(async () => edit.reject(new Error('refused')));
    await waitFor(() => expect(read().list?.rows[0]?.name).toBe('Harbor'));
    expect(read().group?.things).toEqual([{ id: 1, name: 'Harbor' }]);
    expect(read().item(1)?.thing).toEqual({ id: 1, name: 'Harbor', note: 'by the sea' });
  });

  it('puts the server’s row everywhere once it takes an edit', async () => {
    const { hook, read } = setUp({
      update: () => Promise.resolve({ thing: { id: 1, name: 'Harbour Health' }, isEmailSent: false }),
    });
    await act(async () => {
      await hook.result.current.update.mutateAsync({ id: 1, name: 'Harbour' });
    });
    expect(read().list?.rows[0]?.name).toBe('Harbour Health');
    expect(read().group?.things[0]?.name).toBe('Harbour Health');
    expect(read().item(1)?.thing).toEqual({ id: 1, name: 'Harbour Health', note: 'by the sea' });
  });

  it('adds a new row last to lists read whole, answers the whole answer, and seeds the row’s own answer', async () => {
    const added = pending<{ thing: Row; isEmailSent: boolean }>();
    const { hook, read } = setUp({ create: () => added.promise });
    let answer: Promise<{ thing: Row; isEmailSent: boolean }> | undefined;
    act(() => {
      answer = hook.result.current.create.mutateAsync({ name: 'Coastal' });
    });
    await waitFor(() =>
      expect(read().list?.rows.map((r) => r.name)).toEqual(['Harbor', 'Northern', 'Coastal']),
    );
    expect(read().list?.total).toBe(3);
    expect(read().group?.things.map((r) => r.name)).toEqual(['Harbor', 'Coastal']);
    expect(read().list?.rows[2]?.id).toBeLessThan(0);
    await act(async () => added.resolve({ thing: { id: 3, name: 'Coastal' }, isEmailSent: true }));
    await expect(answer).resolves.toEqual({ thing: { id: 3, name: 'Coastal' }, isEmailSent: true });
    expect(read().list?.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(read().item(3)).toEqual({
      errorSeverity: null,
      errorMessage: null,
      thing: { id: 3, name: 'Coastal' },
    });
  });

  it('takes a refused new row away again', async () => {
    const added = pending<{ thing: Row; isEmailSent: boolean }>();
    const { hook, read } = setUp({ create: () => added.promise });
    act(() => hook.result.current.create.mutate({ name: 'Refused' }));
    await waitFor(() => expect(read().list?.rows).toHaveLength(3));
    await act(async () => added.reject(new Error('refused')));
    await waitFor(() => expect(read().list?.rows.map((r) => r.name)).toEqual(['Harbor', 'Northern']));
    expect(read().list?.total).toBe(2);
    expect(read().group?.things.map((r) => r.name)).toEqual(['Harbor']);
  });

  it('drops a deleted row from every list, and its own answer once the server deleted it', async () => {
    const removal = pending<unknown>();
    const { hook, read } = setUp({ remove: () => removal.promise });
    act(() => hook.result.current.remove.mutate(1));
    await waitFor(() => expect(read().list?.rows.map((r) => r.name)).toEqual(['Northern']));
    expect(read().list?.total).toBe(1);
    expect(read().group?.things).toEqual([]);
    expect(read().item(1)).toBeDefined();
    await act(async () => removal.resolve({}));
    await waitFor(() => expect(read().item(1)).toBeUndefined());
  });

  it('shows a change the server made elsewhere (an upload) in every copy of the row', () => {
    const { hook, read } = setUp({});
    act(() => hook.result.current.rows.patch(1, (row) => ({ ...row, name: `${row.name} (pictured)` })));
    expect(read().list?.rows[0]?.name).toBe('Harbor (pictured)');
    expect(read().group?.things[0]?.name).toBe('Harbor (pictured)');
    expect(read().item(1)?.thing).toEqual({ id: 1, name: 'Harbor (pictured)', note: 'by the sea' });
  });
});

describe('an optimistic action beside create, update and delete', () => {
  interface Tag {
    id: number;
    tagId: string;
    residentId: number | null;
  }
  interface Mapper {
    keyTags: Tag[];
    residents: Array<{ id: number; name: string }>;
  }
  const mapperKey = ['keyTags', 'mapper'];

  function setUp(assignCall: (id: number, residentId: number | null) => Promise<Tag>) {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
    });
    client.setQueryData<Mapper>(mapperKey, {
      keyTags: [{ id: 1, tagId: '7000000001', residentId: null }],
      residents: [{ id: 9, name: 'Rosalie' }],
    });
    const hook = renderHook(
      () => {
        const pinned = usePinnedRows<Tag>();
        const mutations = useRowMutations<Tag, { tagId: string }, Tag>({
          cache: listCacheShape<'keyTags', Tag, Mapper>(mapperKey, 'keyTags', ['key_tags']),
          pinned,
          create: (payload) => Promise.resolve({ id: 2, residentId: null, ...payload }),
          update: (payload) => Promise.resolve(payload),
          remove: () => Promise.resolve({}),
          draftOfCreate: (payload, id) => ({ id, residentId: null, ...payload }),
          draftOfUpdate: (payload) => payload,
        });
        const assign = useRowAction(mutations.rows, {
          call: ({ id, residentId }: { id: number; residentId: number | null }) => assignCall(id, residentId),
          idOf: ({ id }) => id,
          draft: ({ residentId }, row) => ({ ...row, residentId }),
        });
        const data = client.getQueryData<Mapper>(mapperKey);
        return { pinned, ...mutations, assign, tags: data?.keyTags ?? [] };
      },
      { wrapper: withClient(client) },
    );
    return { hook, client };
  }

  it('shows the assignment at once on the listed row, then the server’s row', async () => {
    const call = pending<Tag>();
    const { hook, client } = setUp(() => call.promise);
    act(() => hook.result.current.assign.mutate({ id: 1, residentId: 9 }));
    await waitFor(() => expect(client.getQueryData<Mapper>(mapperKey)?.keyTags[0]?.residentId).toBe(9));
    await act(async () => call.resolve({ id: 1, tagId: '7000000001', residentId: 9 }));
    await waitFor(() => expect(hook.result.current.assign.isSuccess).toBe(true));
    expect(client.getQueryData<Mapper>(mapperKey)?.keyTags[0]).toEqual({
      id: 1,
      tagId: '7000000001',
      residentId: 9,
    });
  });

  it('assigns a row just created (pinned), and puts it back unassigned when refused', async () => {
    const call = pending<Tag>();
    const { hook } = setUp(() => call.promise);
    let created: Tag | undefined;
    await act(async () => {
      created = await hook.result.current.create.mutateAsync({ tagId: '7000000002' });
    });
    expect(hook.result.current.pinned.find(2)).toEqual({ id: 2, tagId: '7000000002', residentId: null });
    act(() => hook.result.current.assign.mutate({ id: created?.id ?? 0, residentId: 9 }));
    await waitFor(() => expect(hook.result.current.pinned.find(2)?.residentId).toBe(9));
    await act(async () => call.reject(new Error('refused')));
    await waitFor(() => expect(hook.result.current.pinned.find(2)?.residentId).toBeNull());
    expect(hook.result.current.pinned.pinned.map((r) => r.id)).toEqual([2]);
  });
});

describe('the delete dialog: confirm, then the server pre-check, then delete', () => {
  function Harness({
    check,
    remove,
  }: {
    check: ((id: number) => Promise<DeleteCheckResponse>) | null;
    remove: (row: Row) => void;
  }) {
    const flow = useDeleteFlow<Row>(check, remove);
    return (
      <>
        <button type="button" onClick={() => flow.ask({ id: 7, name: 'Harbor' })}>
          Delete Harbor
        </button>
        <DeleteDialog flow={flow} title="Delete Organization?" confirmLabel="Delete" cancelLabel="Cancel">
          {(row) => <span>Delete the organization {row?.name}?</span>}
        </DeleteDialog>
      </>
    );
  }

  function renderHarness(
    check: ((id: number) => Promise<DeleteCheckResponse>) | null,
    remove: (row: Row) => void,
  ) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(<Harness check={check} remove={remove} />, { wrapper: withClient(client) });
  }

  it('asks first, and a cancel deletes nothing', async () => {
    const check = jest.fn((_id: number) => Promise.resolve({ allowed: true } as DeleteCheckResponse));
    const remove = jest.fn();
    renderHarness(check, remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Harbor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Organization?' });
    expect(dialog.textContent).toContain('Delete the organization Harbor?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(check).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('is busy during the pre-check, then deletes when the server allows it', async () => {
    const answer = pending<DeleteCheckResponse>();
    const remove = jest.fn();
    renderHarness(() => answer.promise, remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Harbor' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(remove).not.toHaveBeenCalled();
    await act(async () => answer.resolve({ allowed: true } as DeleteCheckResponse));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 7, name: 'Harbor' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('deletes nothing when the pre-check refuses', async () => {
    const remove = jest.fn();
    renderHarness(() => Promise.reject(new Error('Harbor still has domains')), remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Harbor' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes once confirmed when the resource has no pre-check', async () => {
    const remove = jest.fn();
    renderHarness(null, remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Harbor' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Organization?' });
    expect(dialog.textContent).toContain('Delete the organization Harbor?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith({ id: 7, name: 'Harbor' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('the playlist kit', () => {
  interface Album {
    id: number;
    name: string;
    description: string;
    mediaCount: number;
    createDate: string;
    isActive: boolean;
  }
  const album: Album = {
    id: 4,
    name: 'Summer',
    description: 'By the lake',
    mediaCount: 3,
    createDate: '2026-07-01T12:00:00Z',
    isActive: true,
  };
  const columnsOf = (actions: { onEdit: jest.Mock; onOpenContent: jest.Mock; onDelete: jest.Mock }) =>
    playlistColumns<Album>({
      headers: {
        name: 'Name',
        description: 'Description',
        content: 'Media',
        added: 'Added',
        delete: 'Delete',
      },
      locale: 'en-CA',
      editLabel: (row) => `Edit ${row.name}`,
      contentLabel: (row) => `Edit content of ${row.name}`,
      deleteLabel: (row) => `Delete ${row.name}`,
      deleteDisabled: (row) => row.isActive,
      ...actions,
    });

  it('names each row’s actions, counts its media, greys the delete of an active one', async () => {
    const actions = { onEdit: jest.fn(), onOpenContent: jest.fn(), onDelete: jest.fn() };
    const columns = columnsOf(actions);
    const cell = (column: keyof typeof columns) =>
      columns[column].renderCell?.({ row: album } as never) as ReactNode;
    render(
      <>
        {cell('name')}
        {cell('content')}
        {cell('delete')}
        {tickColumn<Album>('isActive', 'Active', 'The active playlist', 100).renderCell?.({
          row: album,
        } as never)}
      </>,
    );
    await userEvent.click(screen.getByTitle('Edit Summer'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit content of Summer' }));
    expect(actions.onEdit).toHaveBeenCalledWith(album);
    expect(actions.onOpenContent).toHaveBeenCalledWith(album);
    expect(screen.getByText('3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete Summer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTitle('The active playlist')).toBeTruthy();
    expect((columns.added.valueFormatter as (value: string) => string)(album.createDate)).toMatch(
      /^Jul-01-2026$/,
    );
  });

  it('shows the kiosk picker, and the resident picker only on a resident’s screen', () => {
    const pickers = {
      modes: { kiosk: 'open' as const, library: 'open' as const },
      kiosks: [{ id: 1, name: 'Maple Room' }],
      kioskId: 1,
      chooseKiosk: jest.fn(),
      residents: [{ id: 2, name: 'Rose Tremblay' }],
      residentId: 2,
      chooseResident: jest.fn(),
    };
    const { rerender } = render(
      <OwnerPickers pickers={pickers} kiosk={{ label: 'Kiosk', emptyText: 'No kiosks' }} />,
    );
    expect(screen.getByRole('combobox', { name: 'Kiosk' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Resident' })).toBeNull();
    rerender(
      <OwnerPickers
        pickers={pickers}
        kiosk={{ label: 'Kiosk', emptyText: 'No kiosks' }}
        resident={{ label: 'Resident', emptyText: 'No residents' }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Resident' }).textContent).toContain('Rose Tremblay');
  });

  it('asks for a kiosk before saying it has no residents, in English and French', async () => {
    await initI18n();
    const pickers = (kioskId: number | null) => ({
      modes: { kiosk: 'open' as const, library: 'open' as const },
      kiosks: [{ id: 1, name: 'Maple Room' }],
      kioskId,
      chooseKiosk: jest.fn(),
      residents: [],
      residentId: null,
      chooseResident: jest.fn(),
    });
    const note = () =>
      screen
        .getByRole('combobox', { name: 'Resident' })
        .closest('.MuiFormControl-root')
        ?.querySelector('.MuiFormHelperText-root')?.textContent;
    const texts = {
      kiosk: { label: 'Kiosk', emptyText: 'No kiosks' },
      resident: { label: 'Resident', emptyText: 'No Genie residents' },
    };
    const { rerender } = render(<OwnerPickers pickers={pickers(null)} {...texts} />);
    expect(note()).toBe('Choose a kiosk first');
    rerender(<OwnerPickers pickers={pickers(1)} {...texts} />);
    expect(note()).toBe('No Genie residents');
    await act(() => i18n.changeLanguage('fr-CA'));
    rerender(<OwnerPickers pickers={pickers(null)} {...texts} />);
    expect(note()).toBe('Choisissez d’abord un kiosque');
    await act(() => i18n.changeLanguage('en-CA'));
  });

  it('asks before a delete, naming the row, and answers the flow', async () => {
    const flow = {
      deleting: { name: 'Summer' },
      removing: false,
      confirmDelete: jest.fn(),
      cancelDelete: jest.fn(),
    };
    render(
      <PlaylistDeleteDialog
        flow={flow}
        title="Delete Album?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        text={(name) => `The album ${name} is deleted.`}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Album?' });
    expect(dialog.textContent).toContain('The album Summer is deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(flow.confirmDelete).toHaveBeenCalled();
  });
});
