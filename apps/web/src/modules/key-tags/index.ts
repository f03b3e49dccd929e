export { KeyTagsScreen } from './components/KeyTagsScreen';
export * from './api/key-tags.endpoints';
