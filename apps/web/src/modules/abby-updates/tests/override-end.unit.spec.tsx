/**
 * @jest-environment jsdom
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../../i18n/i18n';
import { toLocalInput } from '../../../utils/local-time.util';
import { OverrideEndCell, OverrideEndDialog } from '../components/OverrideEndDialog';
import { overrideEndChanges } from '../utils/override-ends.util';

const END = '2031-05-04T14:30:00.000Z';

describe('an override kiosk’s end (decision 0085)', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('shows the end of a selected kiosk in the Ends column, "No end" without one, nothing when not selected', () => {
    const edits: string[] = [];
    const { rerender, container } = render(
      <OverrideEndCell
        serialNumber="AB22-0001"
        until={END}
        selected
        locale="en-CA"
        onEdit={() => edits.push('x')}
      />,
    );
    const button = screen.getByRole('button', { name: /: end of the override of AB22-0001$/ });
    expect(button.getAttribute('aria-label')).toBe(`${button.textContent}: end of the override of AB22-0001`);
    expect(button.textContent).toMatch(/^May-0\d-2031 \d{1,2}:30 [AP]M$/);
    fireEvent.click(button);
    expect(edits).toHaveLength(1);
    rerender(
      <OverrideEndCell
        serialNumber="AB22-0001"
        until={null}
        selected
        locale="en-CA"
        onEdit={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'No end: end of the override of AB22-0001' }).textContent).toBe(
      'No end',
    );
    rerender(
      <OverrideEndCell
        serialNumber="AB22-0001"
        until={END}
        selected={false}
        locale="en-CA"
        onEdit={() => undefined}
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('sets an end to come, refuses one that passed with the server’s words, and offers No End', () => {
    const set: Array<string | null> = [];
    render(
      <OverrideEndDialog
        kiosk={{ serialNumber: 'AB22-0001', until: null }}
        onSet={(until) => set.push(until)}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Override End of AB22-0001' })).toBeTruthy();
    const field = screen.getByLabelText('Until');
    fireEvent.click(screen.getByRole('button', { name: 'Set End' }));
    expect(screen.getByText('Choose a date and time, or No End.')).toBeTruthy();
    fireEvent.change(field, { target: { value: toLocalInput('2020-01-01T10:00:00.000Z') } });
    fireEvent.click(screen.getByRole('button', { name: 'Set End' }));
    expect(screen.getByText('The end of an override must be later than now.')).toBeTruthy();
    expect(set).toEqual([]);
    fireEvent.change(field, { target: { value: toLocalInput(END) } });
    fireEvent.click(screen.getByRole('button', { name: 'Set End' }));
    fireEvent.click(screen.getByRole('button', { name: 'No End' }));
    expect(set).toEqual([END, null]);
  });

  it('sends only the ends changed, for kiosks still selected', () => {
    const current = new Map([[1, END]]);
    const edited = new Map<number, string | null>([
      [1, END],
      [2, '2031-06-01T00:00:00.000Z'],
      [3, null],
      [4, END],
    ]);
    expect(overrideEndChanges([1, 2, 3], current, edited)).toEqual([
      { kioskId: 2, until: '2031-06-01T00:00:00.000Z' },
    ]);
    expect(overrideEndChanges([1], current, new Map([[1, null]]))).toEqual([{ kioskId: 1, until: null }]);
  });
});
