import { Typography } from '@mui/material';

export function HomeHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header>
      <Typography variant="h4" component="h1" sx={{ mb: subtitle ? 0.5 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
    </header>
  );
}
