import { describe, expect, it } from '@jest/globals';
import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from '../create-app-theme';

describe('the console theme', () => {
  it('moves dialogs and menus with short transitions and ripples by default', () => {
    const theme = createAppTheme('en-CA');
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('shows and hides everything at once, without ripples, when motion is reduced', () => {
    const theme = createAppTheme('fr-CA', true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme stays: the colours and MUI's own texts in French.
    expect(theme.palette.primary.main).toBe('#1d4e6f');
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('Lignes par page :');
  });

  it('writes warnings and successes in small text at 4.5:1 or more on the paper (WCAG 1.4.3)', () => {
    const { palette } = createAppTheme('en-CA');
    for (const colour of [palette.warning.dark, palette.success.dark, palette.error.main])
      expect(getContrastRatio(colour, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
