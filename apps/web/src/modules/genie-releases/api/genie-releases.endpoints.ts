/** The Genie releases' calls (spec 01 §2.11), typed from the API contract in @ambient/core. */
import type { ReleaseResponse, RolloutGroupsRequest } from '@ambient/core';
import { fileForm, rolloutField, uploadForm } from '../../../api/http-client';

export const genieReleasesApi = {
  /**
   * POST genieupdates/release: multipart with the field `file`, and `rollout` to roll the release
   * out in groups (decision 0079); answers `nextUpdate`.
   */
  release: (file: File, rollout?: RolloutGroupsRequest): Promise<ReleaseResponse> =>
    uploadForm('/api/genieupdates/release', {}, fileForm(file, rolloutField(rollout))),
};
