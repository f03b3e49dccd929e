/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import type { KioskEmailResident } from '@ambient/core';
import type { ComposedKioskEmail } from '../api/kiosk-emails.endpoints';
import { initI18n } from '../../../i18n/i18n';
import { KioskEmailDialog } from '../components/KioskEmailDialog';

const resident = (id: number, name: string, isSelectable = true): KioskEmailResident => ({
  id,
  name,
  kioskId: 3,
  kioskTypeId: 2,
  picture: null,
  isSelectable,
});

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

function pick(kind: 'Add pictures' | 'Add audio' | 'Add videos', ...files: File[]) {
  fireEvent.click(button(kind));
  fireEvent.change(screen.getByTestId('kiosk-email-files'), { target: { files } });
}

describe('the Geniegram create dialog', () => {
  beforeAll(async () => {
    await initI18n();
    // jsdom has no local file addresses; the dialog shows picked pictures by one.
    URL.createObjectURL = () => 'blob:picked';
    URL.revokeObjectURL = () => undefined;
  });

  it('goes to the only resident who may be chosen, checks the message on Send, and sends the files', () => {
    const sent: ComposedKioskEmail[] = [];
    render(
      <KioskEmailDialog
        open
        kioskId={3}
        residents={[resident(7, 'Rose Tremblay'), resident(8, 'Paul Roy', false)]}
        libraries={[]}
        sending={false}
        error={null}
        onSend={(email) => sent.push(email)}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText('Rose Tremblay')).toBeTruthy();
    fireEvent.click(button('Send'));
    expect(screen.getByText('Email message is required')).toBeTruthy();
    expect(sent).toEqual([]);

    // After a picture, audio is still offered and videos are not; removing every file offers all again.
    const photo = new File([new Uint8Array([1])], 'garden party.png', { type: 'image/png' });
    pick('Add pictures', photo);
    expect(screen.getByText('garden party')).toBeTruthy();
    expect(button('Add audio').disabled).toBe(false);
    expect(button('Add videos').disabled).toBe(true);
    fireEvent.click(button('Remove garden party'));
    expect(button('Add videos').disabled).toBe(false);
    pick('Add videos', new File([new Uint8Array([1])], 'clip.mp4', { type: 'video/mp4' }));
    expect(button('Add pictures').disabled).toBe(true);
    expect(button('Add audio').disabled).toBe(true);
    fireEvent.click(button('Remove clip'));
    pick('Add pictures', photo, new File([new Uint8Array([1])], 'no.webp', { type: 'image/webp' }));
    pick('Add audio', new File([new Uint8Array([1])], 'song.mp3', { type: 'audio/mpeg' }));

    // One attachment a page, then 4.
    expect(screen.getByText('File 1–1 of 2')).toBeTruthy();
    fireEvent.click(button('Next files'));
    expect(screen.getByText('File 2–2 of 2')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Happy birthday' },
    });
    fireEvent.click(button('Send'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kioskId: 3,
      residentIds: [7],
      message: 'Happy birthday',
      mediaItemIds: [],
    });
    expect(sent[0]!.files.map(({ title, kind }) => [title, kind])).toEqual([
      ['garden party', 'image'],
      ['song', 'audio'],
    ]);
  });
});
