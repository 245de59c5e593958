import { Component, Suspense, type ReactNode } from 'react';

/**
 * Renders a lazily loaded part of the page that the page can do without (toasts, the update prompt). When its chunk
 * cannot be fetched (the network went before the service worker kept it), that part is left out, not the page
 * around it: without this boundary React unmounts the whole app on the failed import.
 */
export class OptionalChunk extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
