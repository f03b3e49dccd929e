/**
 * @jest-environment jsdom
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useStore } from '../../../utils/create-store.util';
import { routeStackStore, resetRouteStack } from '../state/route-stack.store';
import type { RouteName } from '../../../utils/routes.constant';
import { useRouteNavigation } from './useRouteNavigation';
import { useRouteStackSync } from './useRouteStackSync';

/** A shell in miniature: keeps the stack in step with the address, and offers the moves a screen makes. */
function Shell() {
  useRouteStackSync();
  const { open, back } = useRouteNavigation();
  const navigate = useNavigate();
  const stack = useStore(routeStackStore);
  const openScreen = (name: RouteName) => () => open(name);
  return (
    <>
      <output aria-label="stack">{stack.join(' / ')}</output>
      <button onClick={openScreen('AdminDashboard')}>Admin Dashboard</button>
      <button onClick={openScreen('OrganizationManager')}>Organizations tile</button>
      <button onClick={back}>Back</button>
      <button onClick={() => void navigate('/kioskManager')}>Typed address</button>
    </>
  );
}

const stackShown = () => screen.getByRole('status', { name: 'stack' }).textContent;

describe('the route stack kept with the address', () => {
  beforeEach(() => {
    act(() => resetRouteStack());
  });

  it('keeps the path walked when a screen opens another (a dashboard tile)', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Admin Dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Organizations tile' }));
    expect(stackShown()).toBe('Home / AdminDashboard / OrganizationManager');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stackShown()).toBe('Home / AdminDashboard');
  });

  it('starts again from Home when the address leads elsewhere', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Admin Dashboard' }));
    await userEvent.click(screen.getByRole('button', { name: 'Typed address' }));
    expect(stackShown()).toBe('Home / KioskManager');
  });

  it('trims back to a screen already on the stack when the address returns to it', () => {
    act(() => routeStackStore.set(['Home', 'AdminDashboard', 'OrganizationManager']));
    render(
      <MemoryRouter initialEntries={['/adminDashboard']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(stackShown()).toBe('Home / AdminDashboard');
  });
});
