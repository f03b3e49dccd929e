/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { ERASED_NAME } from '@ambient/core';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ResidentsPanel } from '../components/ResidentsPanel';

describe('the kiosk dashboard’s residents', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('lists an erased resident under the translated label', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    render(
      <ResidentsPanel
        residents={[
          { id: 7, name: ERASED_NAME, pictureBase64: null, newMessages: 0, keyNum: null },
          { id: 8, name: 'Rose Tremblay', pictureBase64: null, newMessages: 0, keyNum: null },
        ]}
        loading={false}
        showsMessages={false}
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByText('Personne effacée')).toBeTruthy();
    expect(screen.getByText('Rose Tremblay')).toBeTruthy();
    expect(screen.queryByText(ERASED_NAME)).toBeNull();
    await act(() => i18n.changeLanguage('en-CA'));
  });
});
