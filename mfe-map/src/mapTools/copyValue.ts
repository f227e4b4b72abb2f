import { showToast } from '@headgate/design-system';

/** Copies a value to the clipboard and says so in a toast (public-map §8). */
export async function copyValue(value: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(value);
    showToast('success', `Copied to clipboard: ${value}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    showToast('error', `Error copying text: ${reason}`);
  }
}
