/** The site's base path: the shell's router and every remote's router share it. */
export const BASE_PATH = '/';
