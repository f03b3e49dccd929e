/**
 * @jest-environment jsdom
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import type { KioskEmail } from '@ambient/core';
import { i18n, initI18n } from '../../../i18n/i18n';
import { KioskEmailDetailDialog } from '../components/KioskEmailDetailDialog';

// Local time, as the reader sees it.
const opened = new Date(2026, 10, 28, 15, 7).toISOString();

const email: KioskEmail = {
  id: 5,
  messageId: 'GG-5',
  kioskId: 3,
  subject: 'Party on Friday',
  message: 'Party on Friday\nIn the lounge',
  sender: { id: 'ambient|family', nickname: 'Karen' },
  blobs: [],
  users: [],
  residents: [
    { id: 7, name: 'Rose Tremblay', firstOpened: opened },
    { id: 8, name: 'Paul Roy', firstOpened: null },
  ],
  createDate: new Date(2026, 10, 27, 9, 0).toISOString(),
};

/** The line of the detail that names this resident. */
const lineOf = (name: string) => screen.getByText(name, { exact: false }).closest('li')?.textContent;

describe('the Geniegram detail', () => {
  beforeAll(async () => {
    await initI18n();
  });

  afterAll(async () => {
    await act(() => i18n.changeLanguage('en-CA'));
  });

  it('says for each resident whether and when they opened it, in English and in French', async () => {
    await act(() => i18n.changeLanguage('en-CA'));
    const { unmount } = render(
      <KioskEmailDetailDialog email={email} isAdmin={false} onClose={() => undefined} />,
    );
    expect(lineOf('Rose Tremblay')).toBe('Rose Tremblay — Opened Nov-28-2026 3:07 PM');
    expect(lineOf('Paul Roy')).toBe('Paul Roy — Not opened yet');
    unmount();

    await act(() => i18n.changeLanguage('fr-CA'));
    render(<KioskEmailDetailDialog email={email} isAdmin={false} onClose={() => undefined} />);
    expect(await screen.findByText('À')).toBeTruthy();
    expect(lineOf('Rose Tremblay')).toBe('Rose Tremblay — Ouvert le nov-28-2026 15\u00a0h\u00a007');
    expect(lineOf('Paul Roy')).toBe('Paul Roy — Pas encore ouvert');
  });
});
