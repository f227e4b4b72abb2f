/** Placeholder until the screen lands (issue 15). */
export function ContactsPage() {
  return null;
}
