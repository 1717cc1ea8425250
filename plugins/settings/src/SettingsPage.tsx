import type { ReactNode } from 'react';
import { PageHead } from '@cockpit/core/page';

/** A settings page: its section (class and test id) with the page's title as its heading. */
export function SettingsPage({ className = 'admin-page', testId, title, children }: { className?: string; testId: string; title: string; children: ReactNode }) {
  return (
    <section className={`page ${className}`} data-testid={testId}>
      <PageHead title={title} />
      {children}
    </section>
  );
}
