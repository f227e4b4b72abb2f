// The object URL must outlive the click that starts the download.
const REVOKE_AFTER_MS = 10_000;

/** Saves a file the page made (a PNG, a PDF, a CSV) under `fileName`, through a download link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
