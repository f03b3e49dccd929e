export { DomainsScreen } from './components/DomainsScreen';
