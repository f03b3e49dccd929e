import { FUNCTIONAL_ROLE_WORDS } from '@ambient/core';

export const shell = {
  productShortName: 'Ambient',
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  account: 'Account',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  signOutEverywhere: 'Sign Out Everywhere',
  footer: '%{product} © %{year}',
  environments: {
    Development: 'Development',
    Sandbox: 'Sandbox',
    Stage: 'Stage',
    Production: 'Production',
  },
  functionalRoles: FUNCTIONAL_ROLE_WORDS.en,
  menAtWork: {
    title: 'Men At Work',
    message: 'This feature is under development. Please check back soon.',
  },
} as const;
