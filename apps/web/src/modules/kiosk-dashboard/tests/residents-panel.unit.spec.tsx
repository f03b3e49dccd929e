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
          { id: 7, name: ERASED_NAME, pictureBase64: null, newMessages: 0, keyNum: null, engagement: null },
          {
            id: 8,
            name: 'Rose Tremblay',
            pictureBase64: null,
            newMessages: 0,
            keyNum: null,
            engagement: null,
          },
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

  it('tells which Genie residents have not heard from family for two weeks', () => {
    const engagement = {
      residentId: 9,
      name: 'Paul Roy',
      kioskId: 3,
      kioskName: 'Genie',
      timeZone: 'America/Toronto',
      lastCheckIn: null,
      notCheckedIn: true,
      lastMessageIn: null,
      noRecentMessages: true,
      lastAlbumAddition: '2026-10-02T15:00:00.000Z',
      noRecentAlbumAdditions: true,
      quietFamily: true,
    };
    render(
      <ResidentsPanel
        residents={[
          { id: 9, name: 'Paul Roy', pictureBase64: null, newMessages: 0, keyNum: null, engagement },
          {
            id: 10,
            name: 'Anne Roy',
            pictureBase64: null,
            newMessages: 1,
            keyNum: null,
            engagement: {
              ...engagement,
              residentId: 10,
              // 10 p.m. on the 25th in Toronto, the facility's clock (the 26th in UTC).
              lastMessageIn: '2026-11-26T03:00:00.000Z',
              noRecentMessages: false,
              quietFamily: false,
            },
          },
        ]}
        loading={false}
        showsMessages
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByText('No message yet')).toBeTruthy();
    expect(screen.getByText('Last message: Nov 25, 2026')).toBeTruthy();
    expect(screen.getAllByText('Last album addition: Oct 2, 2026')).toHaveLength(2);
    // One flag: Paul's family has been quiet.
    expect(screen.getAllByText('Two quiet weeks')).toHaveLength(1);
  });
});
