export const invitations = {
  'invitation.messageRequired': 'Message is required',
  'invitation.messageTooLong': 'Message cannot exceed %{max} characters',
  'invitation.notFound': 'This invitation no longer exists.',
  'invitation.defaultKept': 'A default invitation cannot be deleted: every new Abby starts with it.',
  'invitation.inUse':
    'Abby kiosks offering this invitation: %{count}. Take it out of their settings before deleting it.',
} as const;
