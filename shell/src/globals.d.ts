/** The shell's build version, injected at build time. */
declare const HEADGATE_APP_VERSION: string;

/** Media files: webpack emits them as assets and the import is their URL. */
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}

/** The shared modules' versions this shell offers the page, injected at build time. */
declare const HEADGATE_SHARED_VERSIONS: Readonly<Record<string, string>>;
