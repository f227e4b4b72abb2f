/** The marker outline of a station by the axes it is on (spec §2): left, right, both, neither. */
export const AXIS_OUTLINES = {
  left: '#FFD600',
  right: '#D50000',
  both: '#FF8F00',
} as const;

/** Outline width of a station on an axis (spec §2), and of the others. */
export const AXIS_OUTLINE_WIDTH = 5;
export const PLAIN_OUTLINE_WIDTH = 1;

/** Which axes a station is on. */
export function axisOf(
  locationNdx: number,
  left: readonly number[],
  right: readonly number[],
): keyof typeof AXIS_OUTLINES | null {
  const onLeft = left.includes(locationNdx);
  const onRight = right.includes(locationNdx);
  if (onLeft && onRight) return 'both';
  if (onLeft) return 'left';
  if (onRight) return 'right';
  return null;
}
