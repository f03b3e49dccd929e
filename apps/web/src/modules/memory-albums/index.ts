export { AlbumsScreen } from './components/AlbumsScreen';
export { shownItems } from './utils/album-items.util';
