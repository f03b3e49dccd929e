/** The genie-releases slice's public face: what other slices and the composition root may use. */
export { GenieReleasesModule } from './genie-releases.module.js';
export { GenieReleasesReader } from './genie-releases.reader.js';
export { GenieReleaseListeners, type GenieReleaseListener } from './genie-release-listeners.js';

import { GenieReleaseRow } from './genie-release.row.js';

/** This slice's read-model tables. */
export const GENIE_RELEASE_ENTITIES = [GenieReleaseRow];
export { ReleaseStorage, uploadFolder } from './release-storage.js';
export { ReleaseUploadInterceptor } from './release-upload.interceptor.js';
export {
  ReleaseRollouts,
  releaseRolloutField,
  releaseRolloutFormField,
  rolloutGroupsSchema,
  type PendingReleaseRollout,
  type ReleaseRolloutStarter,
} from './release-rollouts.js';
