/** Feet in a statute mile. */
export const FEET_PER_MILE = 5_280;

/** Metres in an international foot. */
export const METRES_PER_FOOT = 0.3048;
