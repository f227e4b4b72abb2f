import { defineCalls } from '../endpointDefinition';
import { RIVER_PHOTO_ROLES } from '../roles';

/**
 * The camera photo pages' image (spec/dashboard.md §2, §4, §7): a camera named by its id answers
 * its current image (JPEG or PNG), never cached. A POST, so no cache keeps it either.
 */
export const riverPhotoCallParts = defineCalls({
  photo: {
    method: 'POST',
    path: '/api/river-photos',
    answer: 'file',
    access: { anyOf: RIVER_PHOTO_ROLES },
    tags: ['River photos'],
    summary: "A river camera's current image (JPEG or PNG), by camera id",
  },
});
