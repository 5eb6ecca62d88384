import { Component, type ReactNode } from 'react';

interface IslandBoundaryProps {
  /** Called once, when something inside threw while rendering. */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Catches what an island throws while rendering, so one broken block is that block's problem alone:
 * it renders nothing, and the bootstrap puts the island's server HTML back (see hydrate-island.tsx).
 * A wrapper with one child, like `Hydrated`, so React's ids still match the server's.
 */
export class IslandBoundary extends Component<IslandBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
