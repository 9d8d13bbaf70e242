import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { commonMessages } from '../lib/messages.ts';
import { paths } from '../lib/paths.ts';

/** Shown when a page fails to load or render (e.g. a chunk after a deploy), instead of a blank screen. */
export function RouteError() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl">{commonMessages.pageLoadFailed}</h1>
      <p className="mt-4">
        <Link to={paths.home()} className="font-semibold text-accent-700 underline">
          {commonMessages.backHome}
        </Link>
      </p>
    </section>
  );
}

/**
 * Catches what a page throws while loading or rendering and shows `RouteError` in its place. Give
 * it a `key` that changes with the address, so the next page starts without the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
