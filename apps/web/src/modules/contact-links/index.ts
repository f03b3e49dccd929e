/** Accepting a link offered by email: the page its email leads to. */
export { AcceptLinkScreen } from './components/AcceptLinkScreen';
export * from './api/contact-links.endpoints';
