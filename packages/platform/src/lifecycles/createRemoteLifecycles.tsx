import React, { type ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { AreaUnavailable } from '@headgate/design-system';
import { REMOTE_TITLES, type RemoteId } from '@headgate/site-map';
import type { RemoteMountProps } from './mountProps';
import { RemoteRoot } from './RemoteRoot';
import { transitionRenderingClient } from './transitionRoot';

/**
 * The single-spa lifecycles a remote exposes as `./app`: its App inside the shared providers,
 * mounted into the DOM element the shell gives it.
 */
export function createRemoteLifecycles(
  remoteId: RemoteId,
  App: ComponentType,
): LifeCycles<RemoteMountProps> {
  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient: transitionRenderingClient,
    rootComponent: ({ basePath }: RemoteMountProps) => (
      <RemoteRoot remoteId={remoteId} basePath={basePath}>
        <App />
      </RemoteRoot>
    ),
    // Reached only if the providers themselves fail; page errors stop at RemoteBoundary.
    errorBoundary: () => (
      <AreaUnavailable
        areaName={REMOTE_TITLES[remoteId]}
        remoteId={remoteId}
        onRetry={() => window.location.reload()}
      />
    ),
  }) as LifeCycles<RemoteMountProps>;
}
