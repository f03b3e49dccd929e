import type { ReactElement, ReactNode } from 'react';
import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

export interface SummaryTileProps {
  title: string;
  icon: ReactElement | undefined;
  /** The big number, or null while it loads. */
  total: string | null;
  onOpen: () => void;
  /** Detail under the number, or beside it (a list taller than the number). */
  detail?: 'below' | 'beside';
  children?: ReactNode;
}

/**
 * A count tile: its icon and title, the big number, optional detail, leading to its screen. Its
 * accessible name is its visible text (title, number, detail), as speech input expects.
 */
export function SummaryTile({ title, icon, total, onOpen, detail = 'below', children }: SummaryTileProps) {
  return (
    <Card
      sx={{
        height: '100%',
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { borderColor: 'primary.light', boxShadow: 2 },
      }}
    >
      <CardActionArea
        onClick={onOpen}
        aria-busy={total === null}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          p: 2.5,
        }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(29, 78, 111, 0.08)',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
            {title}
          </Typography>
          <ChevronRightRounded aria-hidden sx={{ color: 'text.secondary' }} />
        </Stack>
        <Stack
          direction={detail === 'beside' ? 'row' : 'column'}
          spacing={detail === 'beside' ? 3 : 1.5}
          sx={{ alignItems: detail === 'beside' ? 'flex-start' : 'stretch' }}
        >
          {total === null ? (
            <Skeleton variant="text" width={96} sx={{ fontSize: '2.5rem' }} />
          ) : (
            <Typography
              sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.02em' }}
            >
              {total}
            </Typography>
          )}
          {children && (
            <Box sx={{ flex: 1, minWidth: 0, pt: detail === 'beside' ? 0.75 : 0 }}>{children}</Box>
          )}
        </Stack>
      </CardActionArea>
    </Card>
  );
}
