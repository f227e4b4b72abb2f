/**
 * The version a remote's `mf-manifest.json` reports, read fresh from the server so the About
 * dialog shows what is deployed now.
 */
export async function fetchManifestVersion(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`manifest answered ${response.status}`);
  const manifest = (await response.json()) as {
    metaData?: { buildInfo?: { buildVersion?: unknown } };
  };
  const version = manifest.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string') throw new Error('manifest carries no build version');
  return version;
}
