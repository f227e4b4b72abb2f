import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from '@headgate/design-system';
import { REMOTE_TITLES, type RemoteId } from '@headgate/site-map';

interface RemoteBoundaryProps {
  remoteId: RemoteId;
  children: ReactNode;
}

/**
 * A remote's own error boundary: a render error anywhere in the area replaces only this area with
 * the unavailable panel; Retry renders it again.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.remoteId}] render error`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <AreaUnavailable
          areaName={REMOTE_TITLES[this.props.remoteId]}
          remoteId={this.props.remoteId}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
