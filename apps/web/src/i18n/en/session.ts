export const session = {
  signingIn: 'Signing in...',
  signingOut: 'Signing out...',
  redirectingTo: 'Redirecting to %{product}',
  signInFailed: 'Sign-in could not be completed.',
  acceptLink: {
    title: 'Accept the link',
    signInFirst:
      'Someone asked to connect your account to a resident or a kiosk. Sign in with the account this email was sent to, to accept.',
    signIn: 'Sign In to Accept',
    accepting: 'Accepting the link...',
    accepted: 'You are now connected to',
    failed: 'The link could not be accepted',
    noLink: 'This page opens from the link in an email asking you to accept a connection.',
  },
  signedOut: {
    intro: 'The console for the people who look after Abby and Genie kiosks and their residents.',
    prompt: 'Please sign in with the Sign In button at the top of the page.',
    passwordChanged:
      'Your password was changed and every session of your account has ended. Sign in with the new password.',
    signedOutEverywhere: 'You are signed out on every device and browser where your account was open.',
  },
} as const;
