import type { ReactNode } from 'react';

/** A page's head: its title as the page's one heading, and what the page puts beside it (its tools). */
export function PageHead({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="page__head">
      <h1 className="page__title">{title}</h1>
      {children}
    </header>
  );
}
