import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children?: ReactNode;
}

/**
 * Catches a map chunk that failed to load (offline, a blocked CDN) or a map that could not start (WebGL lost):
 * the screen around it keeps working and shows the fallback list instead.
 */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Mapa indisponível:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
