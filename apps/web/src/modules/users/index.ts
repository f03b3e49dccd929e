export { PeopleScreen } from './components/PeopleScreen';
export { SetPasswordScreen } from './components/SetPasswordScreen';
export { PEOPLE_SCREENS, type PeopleRoute } from './utils/people-screens.constant';
export * from './api/users.endpoints';
