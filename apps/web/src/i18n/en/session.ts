export const session = {
  signingIn: 'Signing in...',
  signingOut: 'Signing out...',
  redirectingTo: 'Redirecting to %{product}',
  signInFailed: 'Sign-in could not be completed.',
  signedOut: {
    intro: 'The console for the people who look after Abby and Genie kiosks and their residents.',
    prompt: 'Please sign in with the Sign In button at the top of the page.',
  },
} as const;
