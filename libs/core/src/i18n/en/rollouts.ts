export const rollouts = {
  'rollout.nameRequired': 'Name is required',
  'rollout.nameTooLong': 'Name cannot exceed %{max} characters',
  'rollout.noKiosks': 'No kiosk needs this update.',
  'rollout.tooManyGroups': 'A rollout has at most %{max} groups.',
  'rollout.groupNameRequired': 'Each group needs a name.',
  'rollout.emptyGroup': 'The group “%{group}” has no kiosk.',
  'rollout.kioskTwice': 'Kiosk %{serial} is in two groups.',
  'rollout.thresholds': 'Thresholds are whole percentages; the success threshold is at least 1.',
  'rollout.notFound': 'This rollout no longer exists.',
  'rollout.ended': 'This rollout has ended.',
  'rollout.running': 'A rollout of this update is already under way.',
  'rollout.levelUnknown': 'Level %{level} has not been released; the latest is %{latest}.',
} as const;
