import type { ReactNode } from 'react';

/** A settings page: its section (class and test id) with the page's title as its heading. */
export function SettingsPage({ className = 'admin-page', testId, title, children }: { className?: string; testId: string; title: string; children: ReactNode }) {
  return (
    <section className={`page ${className}`} data-testid={testId}>
      <header className="page__head">
        <h1 className="page__title">{title}</h1>
      </header>
      {children}
    </section>
  );
}
