export const offlineAlerts = {
  'offlineAlerts.graceRange': 'The grace period must be between 1 second and %{max} hours.',
  'offlineAlerts.graceMinutesRange':
    'The grace period must be a whole number of minutes between %{min} and %{max}.',
  'offlineAlerts.timeInvalid': '"%{time}" is not a time of day such as 07:00.',
  'offlineAlerts.dayEmpty': 'The day must start and end at different times.',
  'offlineAlerts.quietDayInvalid': 'Quiet days are days of the week, 1 (Monday) to 7 (Sunday).',
  'offlineAlerts.quietHoursTooMany': 'At most %{max} quiet periods can be set.',
  'offlineAlerts.quietHoursEmpty': 'Quiet hours must start and end at different times.',
  'offlineAlerts.timeZoneInvalid': '"%{timeZone}" is not a known time zone.',
} as const;
