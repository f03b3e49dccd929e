export { ResidentMetricsScreen } from './components/ResidentMetricsScreen';
export { residentMetricsApi, residentMetricsKeys } from './api/resident-metrics.endpoints';
export { FamilyEngagementDialog } from './components/FamilyEngagementDialog';
export { EngagementLine } from './components/EngagementLine';
