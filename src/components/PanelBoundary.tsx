import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ApiErrorAlert } from './ApiErrorAlert';
import { LoadingState } from './States';

type BoundaryProps = { children: ReactNode; onReset: () => void };
type BoundaryState = { error: unknown; hasError: boolean };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  reset = () => {
    this.props.onReset();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    if (this.state.hasError) return <ApiErrorAlert error={this.state.error} onRetry={this.reset} />;
    return this.props.children;
  }
}

/** A panel that fails or loads on its own, so one failing panel never blanks the rest of the page. */
export function PanelBoundary({ children, loadingLabel }: { children: ReactNode; loadingLabel?: string }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset}>
          <Suspense fallback={<LoadingState label={loadingLabel} />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
