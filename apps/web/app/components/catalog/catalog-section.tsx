import { type ReactNode, useId } from 'react';

/**
 * A titled part of a screen. The heading id comes from useId: the shell keeps other pages alive
 * in the document (spec 1), so a fixed id would be shared by two pages.
 */
export function CatalogSection({
  title,
  children,
  testId,
  hiddenTitle = false,
  className = 'catalog-section',
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  hiddenTitle?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={hiddenTitle ? 'visually-hidden' : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}
