import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';

export interface StoreBadgeProps {
  href: string;
  topLine: string;
  name: string;
  icon: ReactNode;
}

/** An app-store badge drawn in the page (no external image): a black pill with a logo and two lines. */
export function StoreBadge({ href, topLine, name, icon }: StoreBadgeProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        minWidth: 170,
        height: 56,
        px: 2,
        borderRadius: 2,
        bgcolor: '#000',
        color: '#fff',
        border: '1px solid #a6a6a6',
        transition: 'transform 120ms ease',
        '&:hover': { transform: 'translateY(-1px)' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
      }}
    >
      <Box
        aria-hidden
        sx={{ display: 'flex', width: 30, height: 30, alignItems: 'center', justifyContent: 'center' }}
      >
        {icon}
      </Box>
      {/* The badge's two lines are its accessible name, as read and as spoken to speech input. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.1, textAlign: 'left' }}>
        <Box component="span" sx={{ fontSize: 11, letterSpacing: '0.02em' }}>
          {topLine}
        </Box>
        {/* A space between the lines, for the name; a flex column does not lay it out. */}{' '}
        <Box component="span" sx={{ fontSize: 21, fontWeight: 600, letterSpacing: '-0.01em' }}>
          {name}
        </Box>
      </Box>
    </Link>
  );
}

/** The Apple logo, simplified, for the App Store badge. */
export function AppleLogo() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="#fff" aria-hidden focusable="false">
      <path d="M16.37 12.63c-.02-2.2 1.8-3.26 1.88-3.31-1.02-1.5-2.62-1.7-3.19-1.72-1.36-.14-2.65.8-3.34.8-.69 0-1.75-.78-2.88-.76-1.48.02-2.85.86-3.61 2.19-1.54 2.67-.39 6.62 1.11 8.79.73 1.06 1.6 2.25 2.74 2.21 1.1-.04 1.52-.71 2.85-.71 1.33 0 1.7.71 2.87.69 1.18-.02 1.93-1.08 2.66-2.14.84-1.23 1.18-2.42 1.2-2.48-.03-.01-2.3-.88-2.32-3.5zM14.18 6.17c.6-.73 1.01-1.75.9-2.77-.87.04-1.92.58-2.55 1.31-.56.65-1.05 1.69-.92 2.69.97.08 1.96-.49 2.57-1.23z" />
    </svg>
  );
}

/** The Google Play triangle in its four colours. */
export function GooglePlayLogo() {
  return (
    <svg viewBox="0 0 24 26" width="26" height="28" aria-hidden focusable="false">
      <path d="M1.2 0.6 13.4 13 1.2 25.4C.9 25.1.7 24.6.7 24V2c0-.6.2-1.1.5-1.4z" fill="#00d7fe" />
      <path d="M17.5 17.1 13.4 13l4.1-4.1 4.9 2.8c1.4.8 1.4 2.1 0 2.9l-4.9 2.5z" fill="#ffce00" />
      <path d="M17.5 17.1 13.4 13 1.2 25.4c.5.5 1.2.5 2.1.1l14.2-8.4z" fill="#f83648" />
      <path d="M17.5 8.9 3.3.5C2.4 0 1.7.1 1.2.6L13.4 13l4.1-4.1z" fill="#00f076" />
    </svg>
  );
}
