/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FunctionalRole,
  type ManagedUser,
  type UserManagerOptionsRequest,
  type UserManagerResponse,
  type UserPayload,
} from '@ambient/core';
import { i18n, initI18n } from '../../../i18n/i18n';
import { UserDialog } from '../components/UserDialog';
import type { OptionLists } from '../hooks/useOptionSearch';
import { PEOPLE_SCREENS, type PeopleRoute } from '../utils/people-screens.constant';

const options: UserManagerResponse = {
  errorSeverity: null,
  errorMessage: null,
  users: [],
  total: 0,
  roles: [
    FunctionalRole.DomainManager,
    FunctionalRole.KioskManager,
    FunctionalRole.ResidentManager,
    FunctionalRole.Guest,
  ],
  kiosks: [{ id: 10, name: 'Genie 010', serialNumber: 'GN-10', typeId: 2, facilityId: 100 }],
  residents: [{ id: 5, name: 'Rose Tremblay', kioskId: 10, kioskTypeId: 2 }],
  facilities: [],
  domains: [],
};

/** The server's search over the fixtures: by name, as `users/manager/options` answers. */
const searches: UserManagerOptionsRequest[] = [];
const searchOptions = async (request: UserManagerOptionsRequest): Promise<OptionLists> => {
  searches.push(request);
  const found = <T extends { name: string }>(list: T[]) =>
    list.filter((item) => item.name.toLowerCase().includes((request.search ?? '').toLowerCase()));
  return {
    kiosks: request.kind === 'kiosks' ? found(options.kiosks) : [],
    residents: request.kind === 'residents' ? found(searchable) : [],
    domains: request.kind === 'domains' ? found(options.domains) : [],
    facilities: [],
  };
};
const searchable = [
  ...options.residents,
  { id: 6, name: 'Marcel Gagnon', kioskId: 10, kioskTypeId: 2 },
  { id: 7, name: 'Rita Gagné', kioskId: 10, kioskTypeId: 2 },
];

const visitor: ManagedUser = {
  id: 'ambient|v',
  email: 'victor@example.org',
  name: 'Victor Nguyen',
  nickname: 'Victor',
  picture: null,
  languageId: null,
  role: 'Guest',
  functionalRole: 'Guest',
  domainIds: [],
  kioskIds: [],
  residentIds: [5],
  defaultResidentId: null,
  isLocked: true,
  canEdit: true,
  canDelete: true,
  createDate: '2026-01-05T10:00:00.000Z',
};

function open(
  route: PeopleRoute,
  user: ManagedUser | null,
  onSave = jest.fn<(p: UserPayload, u: ManagedUser | null) => void>(),
  isAdmin = true,
) {
  const kind = PEOPLE_SCREENS[route];
  render(
    <UserDialog
      open
      formKey={1}
      user={user}
      kind={kind}
      options={options}
      searchOptions={searchOptions}
      roleChoices={kind.context === 'admin' ? options.roles : kind.roleChoices}
      isAdmin={isAdmin}
      selfId="ambient|admin"
      about={{ residentId: 5 }}
      busy={false}
      isVerified={false}
      onSave={onSave}
      onUnblock={() => undefined}
      onResendInvitation={() => undefined}
      onClose={() => undefined}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onSave };
}

describe('the user dialog', () => {
  beforeAll(async () => {
    await initI18n();
    await act(() => i18n.changeLanguage('en-CA'));
  });

  it('refuses an empty form with the spec’s messages and offers an admin the initial password', async () => {
    const { dialog, onSave } = open('AdminUserManager', null);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Email required')).toBeTruthy();
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Role is required')).toBeTruthy();
    expect((within(dialog).getByLabelText('Initial Password') as HTMLInputElement).value).toMatch(/^\S{12}$/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('lets a contact screen promote a contact, and shows Unblock and Resend Invitation to an admin', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = open('GenieResidentContacts', visitor);
    expect(within(dialog).getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Resend Invitation' })).toBeTruthy();
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(screen.getByRole('option', { name: 'Family Facilitator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        role: 'Manager',
        functionalRole: 'ResidentManager',
        residentIds: [5],
        residentId: 5,
      }),
      visitor,
    );
  });

  it('finds residents on the server as the admin types, and keeps the chosen ones', async () => {
    const user = userEvent.setup();
    const { dialog, onSave } = open('AdminUserManager', null);
    await user.type(within(dialog).getByLabelText(/^Email/), 'gail@example.org');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Gail Gagnon');
    await user.click(within(dialog).getByRole('combobox', { name: /^Role/ }));
    await user.click(screen.getByRole('option', { name: 'Family Facilitator' }));
    const residents = within(dialog).getByRole('combobox', { name: 'Residents' });
    await user.type(residents, 'gagn');
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ kind: 'residents', search: 'gagn' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).queryByText('Rose Tremblay')).toBeNull());
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Marcel Gagnon', 'Rita Gagné']);
    await user.click(within(listbox).getByText('Rita Gagné'));
    await user.type(residents, 'rose');
    await user.click(await within(await screen.findByRole('listbox')).findByText('Rose Tremblay'));
    // The first choice keeps its label though the last search no longer finds it.
    expect(within(dialog).getByRole('button', { name: 'Rita Gagné' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ residentIds: [7, 5] }), null);
  });

  it('speaks French with French typography', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    const { dialog } = open('AdminUserManager', null);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(within(dialog).getByText('Le courriel est obligatoire')).toBeTruthy();
    expect(within(dialog).getByText('Le rôle est obligatoire')).toBeTruthy();
    await act(() => i18n.changeLanguage('en-CA'));
  });
});
