import { useEffect, useState } from 'react';
import { DISCOVERY_URL, parseDiscoveryDocument, TRACKER_APP } from '@headgate/site-map';
import { isStillServed, runningManifestUrl } from './remoteUpdate';

/** How often an open tracker asks whether its remote changed (a phone may keep it open for days). */
const CHECK_EVERY_MS = 15 * 60 * 1000;

const readText = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
};

/**
 * Notices a new version of the tracker's own remote while it is open: released (the discovery
 * document no longer serves the running entry) or rebuilt in place (its manifest changed). A
 * tracker started offline runs the version its worker kept; when the network returns, the user
 * is offered the new one. Returns `update` (reload the page) once there is one.
 */
export function useRemoteUpdate(): { update: (() => void) | null } {
  const [update, setUpdate] = useState<(() => void) | null>(null);

  useEffect(() => {
    const manifestUrl = runningManifestUrl();
    if (!manifestUrl) return;
    // The manifest as loaded: the network's now, or offline the one the worker kept and ran.
    const running = readText(manifestUrl).catch(() => null);
    let active = true;
    const check = async () => {
      if (!navigator.onLine || document.visibilityState !== 'visible') return;
      const kept = await running;
      if (!kept) return;
      try {
        const discovery = parseDiscoveryDocument(
          JSON.parse(await readText(DISCOVERY_URL, { cache: 'no-cache' })),
        );
        const changed =
          !isStillServed(discovery, TRACKER_APP.remote, manifestUrl, window.location.origin) ||
          (await readText(manifestUrl, { cache: 'no-cache' })) !== kept;
        if (changed && active) setUpdate(() => () => window.location.reload());
      } catch {
        // No answer is no news: the next check asks again.
      }
    };
    const onCheck = () => void check();
    window.addEventListener('online', onCheck);
    document.addEventListener('visibilitychange', onCheck);
    const timer = window.setInterval(onCheck, CHECK_EVERY_MS);
    return () => {
      active = false;
      window.removeEventListener('online', onCheck);
      document.removeEventListener('visibilitychange', onCheck);
      window.clearInterval(timer);
    };
  }, []);

  return { update };
}
