export { RolloutsScreen } from './components/RolloutsScreen';
export { ReleaseRolloutFields } from './components/ReleaseRolloutFields';
export { useReleaseRollout, type ReleaseRollout } from './hooks/useReleaseRollout';
export * from './api/rollouts.endpoints';
