export { ResidentAvatar } from './components/ResidentAvatar';
export { ResidentEditorDialogs } from './components/ResidentEditorDialogs';
export { ResidentsScreen } from './components/ResidentsScreen';
export { useResidentEditor } from './hooks/useResidentEditor';
export { activateResident } from './utils/active-resident.util';
export {
  contactErrors,
  contactNickname,
  residentTypeOf,
  type ContactInput,
} from './utils/resident-form.util';
export { facilityText, residentSummaryOf } from './utils/resident-rows.util';
export * from './api/residents.endpoints';
