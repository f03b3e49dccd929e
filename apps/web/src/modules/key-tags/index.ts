export { KeyTagsScreen } from './components/KeyTagsScreen';
