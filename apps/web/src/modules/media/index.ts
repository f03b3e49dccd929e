export { MediaScreen } from './components/MediaScreen';
