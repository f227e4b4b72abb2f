/** Placeholder until the screen lands (issue 15). */
export function FacilitiesToLocationsPage() {
  return null;
}
