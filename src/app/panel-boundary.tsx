import { Component, type ErrorInfo, type ReactNode } from 'react';
import { devError } from '@/services/dev-console';

interface PanelBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** An error boundary per feature panel: a failing panel shows a note, and playback goes on. */
export class PanelBoundary extends Component<PanelBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    devError('Panel failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
