import { Component, Suspense, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ApiErrorAlert } from './ApiErrorAlert';
import { LoadingState } from './States';

/** How a panel shows its failure; the default is ApiErrorAlert with a retry. */
export type PanelErrorRenderer = (error: unknown, retry: () => void) => ReactNode;

type BoundaryProps = { children: ReactNode; onReset: () => void; renderError?: PanelErrorRenderer };
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
    if (this.state.hasError) {
      const { renderError } = this.props;
      return renderError ? (
        renderError(this.state.error, this.reset)
      ) : (
        <ApiErrorAlert error={this.state.error} onRetry={this.reset} />
      );
    }
    return this.props.children;
  }
}

/** A panel that fails or loads on its own, so one failing panel never blanks the rest of the page. */
export function PanelBoundary({
  children,
  loadingLabel,
  loading,
  renderError,
}: {
  children: ReactNode;
  loadingLabel?: string;
  /** What shows while loading instead of the labelled spinner: a skeleton holding the panel's space. */
  loading?: ReactNode;
  renderError?: PanelErrorRenderer;
}) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} renderError={renderError}>
          <Suspense fallback={loading ?? <LoadingState label={loadingLabel} />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
