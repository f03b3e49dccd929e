export const devices = {
  'kioskApi.unauthorized': 'This kiosk’s serial number or secret is not right.',
  'kioskApi.throttled': 'Too many failed attempts. Try again in %{minutes} min.',
} as const;
