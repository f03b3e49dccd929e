/** Genie releases: the Release Update dialog the admin dashboard opens, and its state. */
export { ReleaseUpdateDialog } from './components/ReleaseUpdateDialog';
export { useReleaseUpdate } from './hooks/useReleaseUpdate';
