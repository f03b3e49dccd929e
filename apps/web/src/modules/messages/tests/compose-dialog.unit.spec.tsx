/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComposedMessage } from '../api/messages.endpoints';
import { i18n, initI18n } from '../../../i18n/i18n';
import { ComposeDialog } from '../components/ComposeDialog';

const sendButton = (name = 'Send') => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the compose dialog', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('writes to the only resident, sends once there is text, and checks a media title', () => {
    const sent: ComposedMessage[] = [];
    render(
      <ComposeDialog
        open
        sending={false}
        onSend={(message) => sent.push(message)}
        onClose={() => undefined}
        recipients={[{ id: 7, name: 'Rose Tremblay' }]}
      />,
    );
    expect(screen.getByText('Rose Tremblay')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hello Mum' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    expect(sent).toEqual([
      { residentIds: [7], kind: 'text-only', subject: '', text: 'Hello Mum', title: '', file: null },
    ]);

    // A picture: its title is the file's name, and at most 50 characters.
    fireEvent.click(screen.getByRole('button', { name: 'Image' }));
    expect(sendButton().disabled).toBe(true);
    const file = new File([new Uint8Array([1, 2, 3])], 'garden.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('garden');
    fireEvent.change(title, { target: { value: 't'.repeat(51) } });
    fireEvent.click(sendButton());
    expect(screen.getByText('Title cannot exceed 50 characters')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });

  it('lets several residents be chosen, in French', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    const sent: ComposedMessage[] = [];
    render(
      <ComposeDialog
        open
        sending={false}
        onSend={(message) => sent.push(message)}
        onClose={() => undefined}
        recipients={[
          { id: 7, name: 'Rose Tremblay' },
          { id: 8, name: 'Paul Gagnon' },
        ]}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Bonjour' } });
    expect(sendButton('Envoyer').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rose Tremblay' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Paul Gagnon' }));
    fireEvent.click(sendButton('Envoyer'));
    expect(sent.map((message) => message.residentIds)).toEqual([[7, 8]]);
    await act(() => i18n.changeLanguage('en-CA'));
  });
});
