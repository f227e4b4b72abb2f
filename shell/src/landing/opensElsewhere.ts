/**
 * A click the browser should handle itself: a new tab or window, a download, another button, or
 * a link with a target of its own.
 */
export function opensElsewhere(event: MouseEvent, link: HTMLAnchorElement | null): boolean {
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (link !== null && link.target !== '' && link.target !== '_self')
  );
}
