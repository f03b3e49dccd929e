/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ERASED_NAME, type KeyTag, type Kiosk, type Resident, type ResidentPayload } from '@ambient/core';
import { i18n, initI18n } from '../../../i18n/i18n';
import { usePersonName } from '../../../ui/resource';
import { ResidentDialog } from '../components/ResidentDialog';
import type { ResidentOptions } from '../hooks/useResidentOptions';

const genie = (id: number, name: string): Kiosk =>
  ({ id, name, serialNumber: `GN-${id}`, kioskTypeId: 2, typeId: 2, facilityName: null }) as Kiosk;
const keyTag = (kioskId: number): KeyTag => ({
  id: kioskId * 10,
  kioskId,
  tagId: `tag-${kioskId}`,
  keyNum: 1,
  residentId: null,
  facilityId: null,
  kioskSerialNumber: `GN-${kioskId}`,
  facilityName: null,
  residentName: null,
});

/** A resident whose personal data was erased: their name reads as the placeholder. */
const erased: Resident = {
  id: 7,
  name: ERASED_NAME,
  firstName: ERASED_NAME,
  lastName: '',
  kioskId: 1,
  kioskTypeId: 2,
  facilityId: null,
  pictureBase64: null,
  languageId: 1,
  bluetoothBeaconId: null,
  uwbTagId: null,
  kioskKeyTagId: null,
  gameDifficultyLevel: null,
  gender: null,
  isActive: true,
  newMessages: 0,
  createDate: '2026-01-05T10:00:00.000Z',
  updateDate: '2026-01-05T10:00:00.000Z',
  updateByUserId: null,
  kiosk: { id: 1, name: 'Genie One', typeId: 2, serialNumber: 'GN-1', facility: null },
};

const options: ResidentOptions = {
  kiosks: [genie(1, 'Genie One'), genie(2, 'Genie Two')],
  kioskTypes: [],
  facilities: [],
  // Each kiosk's keys are in the list: the dialog asks the server for none.
  keyTags: [keyTag(1), keyTag(2)],
  languages: [],
  loading: false,
};

function withClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

function editErased(onSave: (payload: ResidentPayload) => void) {
  render(
    <ResidentDialog
      open
      target={{ mode: 'edit', resident: erased }}
      formKey={1}
      busy={false}
      isResidentManager={false}
      options={options}
      picture={null}
      uploading={false}
      onPicture={() => undefined}
      onSave={onSave}
      onDelete={() => undefined}
      onClose={() => undefined}
    />,
    { wrapper: withClient },
  );
}

describe('an erased person in the console', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('shows a translated label instead of the placeholder, in English and in French', async () => {
    await act(() => i18n.changeLanguage('en-CA'));
    const { result, rerender } = renderHook(() => usePersonName());
    expect(result.current(ERASED_NAME)).toBe('Erased person');
    expect(result.current('Rose Tremblay')).toBe('Rose Tremblay');
    await act(() => i18n.changeLanguage('fr-CA'));
    rerender();
    expect(result.current(ERASED_NAME)).toBe('Personne effacée');
    await act(() => i18n.changeLanguage('en-CA'));
  });

  it('moves an erased resident to another kiosk, their name shown read-only and sent back as it was', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn<(payload: ResidentPayload) => void>();
    editErased(onSave);
    const dialog = screen.getByRole('dialog');
    const firstName = within(dialog).getByRole('textbox', { name: 'First Name' }) as HTMLInputElement;
    expect(firstName.value).toBe('Erased person');
    expect(firstName.readOnly).toBe(true);
    expect(
      within(dialog).getByText(
        "This resident's personal data was erased: their name cannot be entered again.",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Last Name' })).toBeNull();
    expect(within(dialog).queryByText(ERASED_NAME)).toBeNull();

    await user.type(firstName, 'Someone');
    expect(firstName.value).toBe('Erased person');
    await user.click(within(dialog).getByRole('combobox', { name: 'Kiosk' }));
    await user.click(await screen.findByRole('option', { name: /Genie Two/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ firstName: ERASED_NAME, lastName: '', kioskId: 2 });
  });
});
