export const kiosks = {
  'kiosk.notFound': 'This kiosk no longer exists.',
  'kiosk.serialRequired': 'S/N is required',
  'kiosk.serialMaxChars': 'S/N cannot be greater than 20 characters',
  'kiosk.serialTaken': 'A kiosk with the S/N %{serial} already exists.',
  'kiosk.nameMaxChars': 'Kiosk name cannot be greater than 100 characters',
  'kiosk.hubSerialDigits': 'Hub Serial Number cannot contain more than 6 digits',
  'kiosk.languageRequired': 'Language is required',
  'kiosk.typeInvalid': 'Choose Abby or Genie',
  'kiosk.phoneInvalid': 'Enter a Canadian or US phone number of at most 20 characters',
  'kiosk.facilityNotFound': 'The chosen facility no longer exists.',
  'kiosk.levelInvalid': 'Choose a level from the list',
  'kiosk.subscriptionInvalid': 'Choose Basic, Advanced or Unlimited',
  'kiosk.invitationInvalid': 'Choose ambient messages from the list',
  'kiosk.buttonConfigInvalid': 'Choose a button configuration from the list',
  'kiosk.hostsResident':
    '%{name} still hosts a resident: %{names}. Delete or move the resident to another kiosk before attempting to delete this kiosk.',
  'kiosk.hostsResidents':
    '%{name} is hosting %{count} residents: %{names}. Delete or move the residents to another kiosk before attempting to delete this kiosk.',
  'kiosk.hasManager':
    '%{name} still has a Kiosk Manager assigned to it: %{names}. You must unassign %{name} from this user before this kiosk can be deleted.',
  'kiosk.hasManagers':
    '%{name} still has %{count} Kiosk Managers associated to it: %{names}. You must unassign %{name} from all of the above users before this kiosk can be deleted.',
} as const;
