/** Placeholder until the screen lands (issue 15). */
export function SmsHelpPage() {
  return null;
}
