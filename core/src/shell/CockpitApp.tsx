import { Component, type ErrorInfo, type ReactNode, useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CockpitRuntime } from '../runtime/runtime';
import { RuntimeProvider } from '../runtime/RuntimeContext';
import type { SchemaValidator } from '../schema-store/load-schemas';
import { ModalHost } from '../modals/ModalHost';
import { consoleModalTemplates } from './modal-templates';
import { LazyLoginPage } from './login/lazy-login-page';
import { LazyLayout } from './layout/lazy-layout';
import { SchemaValidatorProvider } from './pages/schema-validator-context';
import './base.css';

/** Unhandled errors show an error modal, except the noise of an internal observer property. */
function useWindowErrors(runtime: CockpitRuntime) {
  useEffect(() => {
    const show = (message: string) => {
      if (/ResizeObserver/i.test(message)) return;
      void runtime.modals.error({ message });
    };
    const onError = (e: ErrorEvent) => show(e.message || 'Unexpected error occured');
    const onRejection = (e: PromiseRejectionEvent) => {
      const reason = e.reason as { message?: string; silent?: boolean } | undefined;
      if (reason?.silent) return;
      show(reason?.message ?? 'Unexpected error occured');
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [runtime]);
}

class ErrorBoundary extends Component<{ children: ReactNode; runtime: CockpitRuntime }, { failed?: string }> {
  override state: { failed?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (this.state.failed) {
      return (
        <div className="boot-error" role="alert">
          <div>
            <h1>{this.props.runtime.i18n.t('Errors.title')}</h1>
            <p>{this.state.failed}</p>
            <button className="btn btn--primary" onClick={() => this.setState({ failed: undefined })}>
              {this.props.runtime.i18n.t('Common.retry')}
            </button>
          </div>
        </div>
      );
    }
    return this.props.children;
  }
}

function Shell({ runtime }: { runtime: CockpitRuntime }) {
  useWindowErrors(runtime);
  return (
    <>
      <Routes>
        <Route path="/login" element={<LazyLoginPage />} />
        <Route path="/login-internal" element={<LazyLoginPage internal />} />
        <Route path="/*" element={<LazyLayout />} />
      </Routes>
      <ModalHost modals={runtime.modals} />
    </>
  );
}

/** The whole console: providers, the sign-in routes and the layout with every other page. */
export function CockpitApp({ runtime, validate }: { runtime: CockpitRuntime; validate?: SchemaValidator }) {
  // Core's feature folders contribute their modals before any can be opened (registering the same
  // components again is a no-op).
  useMemo(() => {
    runtime.modals.templates.register(consoleModalTemplates);
    // Plugins' modal templates (definePlugin modals), as "<plugin>.<name>".
    runtime.modals.templates.register(runtime.plugins.modalTemplates);
  }, [runtime]);
  return (
    <RuntimeProvider runtime={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          <SchemaValidatorProvider validate={validate}>
            <BrowserRouter>
              <ErrorBoundary runtime={runtime}>
                <Shell runtime={runtime} />
              </ErrorBoundary>
            </BrowserRouter>
          </SchemaValidatorProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </RuntimeProvider>
  );
}
