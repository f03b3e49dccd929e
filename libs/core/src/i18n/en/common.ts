export const common = {
  'error.internal': 'Something went wrong. Please try again.',
  'error.unauthorized': 'Your session has ended. Please sign in again.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.notFound': 'The requested item was not found.',
  'error.conflict': 'Someone else changed this item at the same time. Please try again.',
  'error.badRequest': 'The request is not valid.',
  'error.tooLarge': 'The file is too large.',
  'error.noFile': 'No file was selected.',
  'error.invalidField': 'The field %{field} is not valid.',
  'error.invalidText':
    'The request holds characters that are not allowed (a null character or a broken one).',
  'error.tooDeep': 'The request is nested too deeply.',
  'error.uriTooLong': 'The address of the request is too long.',
  'error.metricsRefused':
    'The metrics are shown only with the metrics token, or on this machine when no token is set.',
  'idempotency.keyReused':
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  'idempotency.inProgress':
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  'idempotency.answerForgotten':
    'This request was already done, but its answer is no longer kept. Reload to see the result.',
  'idempotency.answerWithheld':
    'This request was already done, but its answer held a secret, which is never kept. Make a new request to get a new one.',
  'idempotency.keyUnverifiable':
    'A request with this Idempotency-Key was made before the server’s data key changed, so it cannot be told whether it is this one. Reload to see whether it was done, then use a new key.',
  'name.personChars':
    'A name may contain letters, spaces, hyphens, apostrophes and periods, and starts with a letter',
  'name.placeChars':
    "A name may contain letters, digits, spaces and - ' . , & ( ) / #, and starts with a letter or a digit",
  'jobs.notFailed': 'This job has not failed, or no longer exists.',
} as const;
