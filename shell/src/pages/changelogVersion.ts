/** The version the Changelog entry of the user menu shows as its badge. */
export const CHANGELOG_VERSION = '1.0.0';
