import { defineEndpoints } from '../endpointDefinition';
import { releaseCallParts } from './callParts';
import {
  releaseParamsSchema,
  releaseRollbackResultSchema,
  releasesSchema,
  releaseUpdateSchema,
  remoteReleaseSchema,
} from './releases';

/** `releaseCallParts` with their schemas: what the server registers and checks. */
export const releaseEndpoints = defineEndpoints(releaseCallParts, {
  releases: { response: releasesSchema },
  updateRelease: {
    params: releaseParamsSchema,
    body: releaseUpdateSchema,
    response: remoteReleaseSchema,
  },
  rollbackRelease: { params: releaseParamsSchema, response: releaseRollbackResultSchema },
});
