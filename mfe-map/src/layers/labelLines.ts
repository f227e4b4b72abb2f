/** The width of a text in pixels, in the font the label is drawn with. */
export type MeasureText = (text: string) => number;

// Mapbox GL spaces letters apart; the canvas cannot, so ol-mapbox-style puts hair spaces between
// them, one per tenth of an em. The labels are drawn the same way.
const HAIR_SPACE = '\u200A';

/** Spreads a label's letters by `letterSpacing` ems, as ol-mapbox-style does. */
export function spaceLetters(text: string, letterSpacing: number): string {
  if (letterSpacing < 0.05) return text;
  const joint = HAIR_SPACE.repeat(Math.round(letterSpacing / 0.1));
  return text
    .split('\n')
    .map((line) => line.split('').join(joint))
    .join('\n');
}

/**
 * Breaks a point label into lines no wider than `maxWidthEms` (`text-max-width`), the way
 * ol-mapbox-style does for Mapbox GL styles: words fill a line up to the width, a line shorter
 * than a third of it joins its shorter neighbour, and a short last word moves down to balance
 * a long line over a short one. Letters are then spaced.
 */
export function wrapLabel(
  text: string,
  measure: MeasureText,
  maxWidthEms: number,
  letterSpacing: number,
): string {
  if (text.includes('\n')) {
    return text
      .split('\n')
      .map((line) => wrapLabel(line, measure, maxWidthEms, letterSpacing))
      .join('\n');
  }
  const words = text.split(' ');
  if (words.length < 2) return spaceLetters(text, letterSpacing);
  // ol-mapbox-style adds the spacing to the measure in pixels, not ems; kept for the same breaks.
  const width = (line: string) => measure(line) + (line.length - 1) * letterSpacing;
  const maxWidth = measure('M') * maxWidthEms;
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
    } else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  for (let index = 0, count = lines.length; index < count && count > 1; index += 1) {
    const short = lines[index]!;
    if (width(short) < maxWidth * 0.35) {
      const before = index > 0 ? width(lines[index - 1]!) : Infinity;
      const after = index < count - 1 ? width(lines[index + 1]!) : Infinity;
      lines.splice(index, 1);
      count -= 1;
      if (before < after) {
        lines[index - 1] += ` ${short}`;
        index -= 1;
      } else {
        lines[index] = `${short} ${lines[index]}`;
      }
    }
  }
  for (let index = 0, last = lines.length - 1; index < last; index += 1) {
    const current = lines[index]!;
    const next = lines[index + 1]!;
    if (width(current) > maxWidth * 0.7 && width(next) < maxWidth * 0.6) {
      const currentWords = current.split(' ');
      const lastWord = currentWords.pop()!;
      if (width(lastWord) < maxWidth * 0.2) {
        lines[index] = currentWords.join(' ');
        lines[index + 1] = `${lastWord} ${next}`;
      }
      last -= 1;
    }
  }
  return spaceLetters(lines.join('\n'), letterSpacing);
}
