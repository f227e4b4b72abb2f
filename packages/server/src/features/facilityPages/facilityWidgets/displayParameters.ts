/** One cubic foot per second flowing for a whole day is 86 400 ft³, or 1.98347 acre-feet. */
export const ACRE_FEET_PER_CFS_DAY = 1.98347;
