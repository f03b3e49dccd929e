export { AlbumsScreen } from './components/AlbumsScreen';
