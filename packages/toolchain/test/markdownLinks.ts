// What a markdown file links to and which anchors its headings give, read as GitHub renders it:
// links in code blocks and code spans are text, not links.

/** A link of a markdown file: its destination as written, and the line it is on. */
export interface MarkdownLink {
  target: string;
  line: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
// `[text](destination "title")`, also as an image; the destination may sit in angle brackets.
const INLINE_LINK = /\[[^\]]*\]\(\s*<?([^\s()<>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:[ \t]*<?([^\s<>]+)>?/gm;
const CODE_SPAN = /(`+)[\s\S]*?\1(?!`)/g;

/** The text outside fenced code blocks, each block's lines left blank so line numbers hold. */
function withoutCodeBlocks(markdown: string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1];
      if (fence === undefined && marker) fence = marker;
      else if (fence !== undefined && marker?.startsWith(fence)) fence = undefined;
      else if (fence === undefined) return line;
      return '';
    })
    .join('\n');
}

/** Replaces code spans by spaces, keeping their line breaks. */
function withoutCodeSpans(text: string): string {
  return text.replace(CODE_SPAN, (span) => span.replace(/[^\n]/g, ' '));
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every link of `markdown` (inline links, images, reference definitions), in order of place. */
export function linksIn(markdown: string): MarkdownLink[] {
  const text = withoutCodeSpans(withoutCodeBlocks(markdown));
  return [...text.matchAll(INLINE_LINK), ...text.matchAll(REFERENCE_DEFINITION)]
    .sort((a, b) => a.index - b.index)
    .map((match) => ({ target: match[1]!, line: lineAt(text, match.index) }));
}

/**
 * The anchors GitHub gives the headings of `markdown`: the heading's text in lower case, without
 * punctuation, spaces as hyphens; a repeated one gets `-1`, `-2`, … in order.
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const heading = HEADING.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const repeats = seen.get(slug) ?? 0;
    seen.set(slug, repeats + 1);
    anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
  }
  return anchors;
}
