export const home = {
  welcome: 'Welcome %{nickname}',
  guest: {
    intro: 'Message your resident, share photos and stay in touch with the mobile app.',
    appStoreAria: 'Download on the App Store',
    appStoreTop: 'Download on the',
    appStoreName: 'App Store',
    googlePlayAria: 'Get it on Google Play',
    googlePlayTop: 'GET IT ON',
    googlePlayName: 'Google Play',
  },
  admin: {
    title: 'Administrator Home',
    dashboard: 'Dashboard',
    abbyKiosk: 'Abby kiosk',
    genieKiosk: 'Genie kiosk',
    goToAbbyDashboard: 'Go to the Abby kiosk dashboard',
    goToGenieDashboard: 'Go to the Genie kiosk dashboard',
    noKiosks: 'No kiosks found',
    lists: 'Lists',
  },
  kiosks: {
    title: 'Your kiosks',
    unknownFacility: 'Unknown Facility',
    noKiosks: 'No kiosks found',
    subscription: '%{level} subscription',
    accessDenied:
      'The Abby subscription level of kiosk %{serialNumber} does not allow access to kiosk management. Please upgrade the subscription to use this kiosk in the console.',
    blocked: 'Access denied by the subscription level',
  },
  residents: {
    title: 'Your residents',
    unknownKiosk: 'Unknown Kiosk',
    noResidents: 'No residents found',
    newMessages_one: '%{count} new message',
    newMessages_other: '%{count} new messages',
  },
} as const;
