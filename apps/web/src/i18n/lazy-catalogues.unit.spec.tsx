/**
 * @jest-environment jsdom
 */
import { Suspense } from 'react';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n, initI18n } from './i18n';
import { useTranslateMessage } from './useTranslateMessage';

/** A screen's text from a namespace the frame does not load, beside a server message. */
function PeopleScreen() {
  const { t } = useTranslation('people');
  const translateMessage = useTranslateMessage();
  return (
    <main>
      <h1>{t('newUser')}</h1>
      <p>{translateMessage({ key: 'profile.nameRequired' })}</p>
    </main>
  );
}

function renderScreen() {
  return render(
    <Suspense fallback={<p>One moment</p>}>
      <PeopleScreen />
    </Suspense>,
  );
}

describe('texts fetched when a screen opens (decision 0114)', () => {
  beforeAll(async () => {
    await initI18n(['common']);
    await act(() => i18n.changeLanguage('en-CA'));
  });

  it('shows a screen only once its texts and the server’s messages have arrived, never a key', async () => {
    const { container } = renderScreen();
    expect(container.textContent).toBe('One moment');
    expect(await screen.findByRole('heading', { name: 'Create User' })).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(container.textContent).not.toMatch(/newUser|profile\.nameRequired/);
  });

  it('fetches no French for an English reader, and changes every text at once to French', async () => {
    const { container } = renderScreen();
    await screen.findByRole('heading', { name: 'Create User' });
    expect(i18n.hasResourceBundle('fr', 'people')).toBe(false);
    expect(i18n.hasResourceBundle('fr', 'serverMessages')).toBe(false);

    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByRole('heading', { name: 'Créer un utilisateur' })).toBeTruthy();
    expect(screen.getByText('Le nom est obligatoire')).toBeTruthy();
    expect(container.textContent).not.toMatch(/Create User|Name is required|One moment/);

    await act(() => i18n.changeLanguage('en-CA'));
    expect(screen.getByRole('heading', { name: 'Create User' })).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
  });
});
