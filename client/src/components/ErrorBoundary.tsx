import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What to show instead of the failed children, given what failed. */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** A new value (a new address, a newly loaded query) gives the children another chance. */
  resetKey?: unknown;
  children: ReactNode;
}

/** Keeps a failure inside the part of the page that failed. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A part of the page failed to load', error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, error: null });
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
