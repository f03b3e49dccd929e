import { Box } from '@mui/material';
import { SignOutScreen } from '../modules/session';

/** Logout: a route without toolbar and footer. */
export function LogoutPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      <SignOutScreen />
    </Box>
  );
}
