import { Divider, Typography } from '@mui/material';

/** The heading of a part of the kiosk dialog (Genie, Abby, Support), below a divider. */
export function KioskSectionTitle({ text }: { text: string }) {
  return (
    <>
      <Divider sx={{ mt: 2 }} />
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ display: 'block', mt: 0.5 }}>
        {text}
      </Typography>
    </>
  );
}
