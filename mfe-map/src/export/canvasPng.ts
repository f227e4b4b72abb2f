/**
 * A canvas's pixels as a PNG file. Encoded at once with `toDataURL`: Chromium runs `toBlob`'s
 * encoding in the page's idle time, which takes seconds while the page is busy. A tainted canvas
 * throws a SecurityError here.
 */
export function canvasPng(canvas: HTMLCanvasElement): Blob {
  const dataUrl = canvas.toDataURL('image/png');
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: 'image/png' });
}
