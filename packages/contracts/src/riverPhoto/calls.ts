import type { CallOf } from '../endpointDefinition';
import { riverPhotoCallParts } from './callParts';
import type { riverPhotoEndpoint } from './endpoints';

/** `riverPhotoEndpoint` as a browser calls it: typed by the endpoint, without its schema. */
export const riverPhotoCall: CallOf<typeof riverPhotoEndpoint> = riverPhotoCallParts.photo;
