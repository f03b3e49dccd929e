export const kioskEmails = {
  'kioskEmail.messageRequired': 'Email message is required',
  'kioskEmail.messageTooLong': 'Message cannot exceed %{max} characters',
  'kioskEmail.residentRequired': 'Resident is required',
  'kioskEmail.tooManyResidents': 'A Geniegram goes to at most %{max} residents.',
  'kioskEmail.tooManyAttachments': 'A Geniegram holds at most %{max} attachments.',
  'kioskEmail.kindsMixed': 'A Geniegram holds pictures and audio, or videos, not both.',
  'kioskEmail.mediaNotInLibrary':
    "A Geniegram takes media from the kiosk's library or the public library only.",
  'kioskEmail.genieOnly': 'Geniegrams go to Genie kiosks only.',
  'kioskEmail.adminsDoNotSend': 'Admins read Geniegrams but do not send them.',
  'kioskEmail.kioskNotFound': 'This kiosk no longer exists.',
  'kioskEmail.sent': 'Your Geniegram was sent.',
  'kioskEmail.notFound': 'This Geniegram no longer exists.',
} as const;
