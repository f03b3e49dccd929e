/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DeleteCheckResponse } from '@ambient/core';
import { DeleteDialog } from '../components/DeleteDialog';
import { ResourceScreen } from '../components/ResourceScreen';
import { useDeleteFlow } from '../hooks/useDeleteFlow';
import { usePinnedRows } from '../hooks/usePinnedRows';
import { useRowMutations } from '../hooks/useRowMutations';
import { listCacheShape } from '../utils/list-cache.util';

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
});

describe('the optimistic mutations', () => {
  function setUp(update: (row: Row) => Promise<Row>, remove: (id: number) => Promise<unknown>) {
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
    const hook = renderHook(
      () => {
        const list = useQuery({
          queryKey: listKey,
          queryFn: () => Promise.resolve(JSON.parse(JSON.stringify(server)) as Answer),
          meta: { readModels: ['organizations'] },
        });
        const pinned = usePinnedRows<Row>();
        const mutations = useRowMutations<Answer, Row, { name: string }, Row>({
          cache,
          pinned,
          create: (payload) => Promise.resolve({ id: 3, ...payload }),
          update,
          remove,
          draftOfCreate: (payload, id) => ({ id, ...payload }),
          draftOfUpdate: (payload) => payload,
        });
        return { names: list.data?.rows.map((r) => r.name) ?? [], total: list.data?.total, ...mutations };
      },
      { wrapper: withClient(client) },
    );
    return { hook, server };
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
});

describe('the delete dialog: confirm, then the server pre-check, then delete', () => {
  function Harness({
    check,
    remove,
  }: {
    check: (id: number) => Promise<DeleteCheckResponse>;
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

  function renderHarness(check: (id: number) => Promise<DeleteCheckResponse>, remove: (row: Row) => void) {
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
});
