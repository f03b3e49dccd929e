import { Box } from '@mui/material';

/** A cell text cut with an ellipsis; the whole text shows on hover. */
export function TruncatedCell({ text }: { text: string }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {text}
    </Box>
  );
}
