export { AccountMenu } from './components/AccountMenu';
export { ProfileDialogs } from './components/ProfileDialogs';
export { NotAnImageError, readImageSize } from './utils/picture.util';
