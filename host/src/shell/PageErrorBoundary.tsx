import { ErrorState } from '@box/ui';
import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * A page that throws (or whose chunk no longer exists after a deploy) shows a message instead of a blank app.
 * Keyed by path in the route view, so the next page starts clean.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title="Ops! Ocorreu um erro"
        message="Não foi possível abrir esta tela."
        onRetry={this.props.onRetry}
        retryAs="button"
      />
    );
  }
}
