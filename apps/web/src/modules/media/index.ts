export { MediaScreen } from './components/MediaScreen';
export { AbbyLibraryScreen } from './components/AbbyLibraryScreen';
