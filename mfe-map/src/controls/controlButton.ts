/** An inline SVG icon (a 24-unit Material icon path) in a span: no icon font, no request. */
export function controlIcon(iconPath: string): HTMLSpanElement {
  const icon = document.createElement('span');
  icon.className = 'hg-control-icon';
  icon.innerHTML = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path fill="currentColor" d="${iconPath}"/></svg>`;
  return icon;
}

/** A map control's button: a real `<button>` with an accessible name, a tooltip and an icon. */
export function controlButton(label: string, iconPath: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.title = label;
  button.setAttribute('aria-label', label);
  button.append(controlIcon(iconPath));
  return button;
}

/** Material icon paths (Apache 2.0). */
export const ICON_PATHS = {
  explore:
    'M12 10.9c-.61 0-1.1.49-1.1 1.1s.49 1.1 1.1 1.1c.61 0 1.1-.49 1.1-1.1s-.49-1.1-1.1-1.1M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m2.19 12.19L6 18l3.81-8.19L18 6z',
  myLocation:
    'M12 8c-2.21 0-4 1.79-4 4s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m8.94 3c-.46-4.17-3.77-7.48-7.94-7.94V1h-2v2.06C6.83 3.52 3.52 6.83 3.06 11H1v2h2.06c.46 4.17 3.77 7.48 7.94 7.94V23h2v-2.06c4.17-.46 7.48-3.77 7.94-7.94H23v-2zM12 19c-3.87 0-7-3.13-7-7s3.13-7 7-7 7 3.13 7 7-3.13 7-7 7',
  fullscreen: 'M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z',
  fullscreenExit: 'M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z',
  north: 'M12 2 4.5 20.29l.71.71L12 18l6.79 3 .71-.71z',
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  remove: 'M19 13H5v-2h14z',
} as const;
