/**
 * @jest-environment jsdom
 */
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n, initI18n } from '../../../i18n/i18n';
import { MediaToolbar, type MediaToolbarProps } from '../components/MediaToolbar';

const kiosks = [
  { id: 1, name: 'Genie 003' },
  { id: 2, name: 'Genie 006' },
];

/** The resident media manager's toolbar as an admin sees it: a kiosk to choose, then a library. */
function showToolbar({
  kioskId,
  residents = [],
  loadingLibraries = false,
}: {
  kioskId: number | null;
  residents?: MediaToolbarProps['library']['options'];
  loadingLibraries?: boolean;
}) {
  cleanup();
  render(
    <MediaToolbar
      kiosk={{ state: 'open', options: kiosks, value: kioskId, onChange: () => undefined }}
      library={{ state: 'open', options: residents, value: null, onChange: () => undefined }}
      loadingLibraries={loadingLibraries}
      ready={false}
      mediaType={null}
      onMediaType={() => undefined}
      search=""
      onSearch={() => undefined}
      selectedCount={0}
      onDelete={() => undefined}
      kinds={['audio', 'image', 'video']}
      onFiles={() => undefined}
    />,
  );
}

/** What the library picker says under itself, if anything. */
const libraryNote = () =>
  screen
    .getByRole('combobox', { name: /^(Library|Bibliothèque)$/ })
    .closest('.MuiFormControl-root')
    ?.querySelector('.MuiFormHelperText-root')?.textContent ?? null;

describe('the resident media manager’s library picker', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en-CA'));
  });

  it.each([
    ['en-CA', 'Choose a kiosk first', 'One moment...', 'No Genie residents'],
    ['en-US', 'Choose a kiosk first', 'One moment...', 'No Genie residents'],
    ['fr-CA', 'Choisissez d’abord un kiosque', 'Un instant...', 'Aucun résident Genie'],
  ])(
    'in %s, asks for a kiosk first, then waits for its residents, and says none only for a kiosk that has none',
    async (locale, chooseKiosk, oneMoment, noResidents) => {
      await act(() => i18n.changeLanguage(locale));

      // No kiosk chosen yet: nothing is missing, a kiosk is.
      showToolbar({ kioskId: null });
      expect(libraryNote()).toBe(chooseKiosk);
      expect(screen.queryByText(noResidents)).toBeNull();

      // A kiosk chosen, its residents on their way.
      showToolbar({ kioskId: 1, loadingLibraries: true });
      expect(libraryNote()).toBe(oneMoment);
      expect(screen.queryByText(noResidents)).toBeNull();

      // The kiosk has none.
      showToolbar({ kioskId: 2 });
      expect(libraryNote()).toBe(noResidents);

      // The kiosk has some: nothing to say.
      showToolbar({ kioskId: 1, residents: [{ id: 7, name: 'Rose Tremblay' }] });
      expect(libraryNote()).toBeNull();
    },
  );
});
