export const shell = {
  productShortName: 'Ambient',
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  account: 'Account',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  footer: '%{product} © %{year}',
  environments: {
    Development: 'Development',
    Sandbox: 'Sandbox',
    Stage: 'Stage',
    Production: 'Production',
  },
  functionalRoles: {
    Admin: 'Admin',
    DomainManager: 'Domain Manager',
    KioskManager: 'Kiosk Manager',
    ResidentManager: 'Family Facilitator',
    Guest: 'Virtual Visitor',
  },
  menAtWork: {
    title: 'Men At Work',
    message: 'This feature is under development. Please check back soon.',
  },
} as const;
