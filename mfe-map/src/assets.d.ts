/** Images: webpack emits them as assets and the import is their URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
