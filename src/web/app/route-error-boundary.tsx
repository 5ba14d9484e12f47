import { Component, type ReactNode } from 'react';
import { setAppError } from '../lib/app-error.ts';

/** A page that throws (a chunk that cannot load, a bug) becomes the application error: /error shows it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    setAppError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
