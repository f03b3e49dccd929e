export { OverrideKiosksScreen } from './components/OverrideKiosksScreen';
export { UnupdatedAbbysScreen } from './components/UnupdatedAbbysScreen';
