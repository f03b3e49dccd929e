export const messagePurges = {
  'messagePurge.notFound': 'This message purge does not exist.',
  'messagePurge.purged': 'Message and its media deleted.',
  'messagePurge.sharedMediaKept': 'Message deleted; %{count} media item(s) from a shared library kept.',
  'messagePurge.mediaHeld': 'Message deleted; %{count} media item(s) kept: something else still holds them.',
  'messagePurge.mediaFailed': 'Message deleted, but its media could not be removed.',
  'messagePurge.messageFailed': 'The message could not be deleted; the next purge tries again.',
} as const;
