/** The shell's build version, injected at build time. */
declare const HEADGATE_APP_VERSION: string;
