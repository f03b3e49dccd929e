export { ActivitiesScreen } from './components/ActivitiesScreen';
export { OverrideKiosksScreen } from './components/OverrideKiosksScreen';
export { UnupdatedAbbysScreen } from './components/UnupdatedAbbysScreen';
export { UpdateZipsScreen } from './components/UpdateZipsScreen';
export * from './api/abby-updates.endpoints';
