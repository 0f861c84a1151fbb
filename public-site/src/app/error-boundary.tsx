import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorState } from '@/components/feedback/states';

interface State {
  error: unknown;
}

/**
 * A render error, or a page whose code could not load (often a new release after the page
 * was opened): offer a reload. `resetKey` (the location) clears it on the next navigation.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorState
        title="This page could not be shown"
        message="Please reload the page. If it keeps happening, try again later."
        onRetry={() => window.location.reload()}
      />
    );
  }
}
