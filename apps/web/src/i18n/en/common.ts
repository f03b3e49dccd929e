export const common = {
  actions: {
    ok: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    retry: 'Try again',
    goHome: 'Go to Home',
  },
  pickers: {
    chooseKioskFirst: 'Choose a kiosk first',
  },
  loading: {
    oneMoment: 'One moment...',
    loadingItems: 'Loading items...',
    movingToPublicAddress: 'Opening the console at %{address}...',
  },
  dialogTitles: {
    invalidFilename: 'Invalid Filename',
    warning: 'Warning',
    validationFailed: 'Validation Failed',
    internalError: 'Internal Error',
    profileUpdateFailed: 'Profile Update Failed',
    inspectionFailed: 'Inspection Failed',
    accessDenied: 'Access Denied',
    actionNotPermitted: 'Action Not Permitted',
    fileSizeLimitExceeded: 'File Size Limit Exceeded',
    passwordResetError: 'Password Reset Error',
    invalidMedia: 'Invalid Media',
    someFilesNotAdded: 'Some Files Not Added',
  },
  errors: {
    network: 'The server could not be reached. Please check your connection and try again.',
    unexpected: 'Something went wrong. Please try again.',
    configUnavailable: 'The console could not load its settings from the server.',
  },
  kioskTypes: {
    abby: 'Abby',
    genie: 'Genie',
  },
  subscriptionLevels: {
    basic: 'Basic',
    advanced: 'Advanced',
    unlimited: 'Unlimited',
  },
  languages: {
    english: 'English',
    french: 'Français',
  },
  /** What an erased person's name shows as (decision 0024). */
  erasedPerson: 'Erased person',
} as const;
