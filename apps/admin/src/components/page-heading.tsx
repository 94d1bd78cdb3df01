import { type ReactNode, useEffect, useRef } from 'react';
import { useMessages } from '../i18n/language-context.tsx';

interface PageHeadingProps {
  readonly title: string;
  /** Beside the heading: a status badge, the page's main buttons. */
  readonly children?: ReactNode;
}

/**
 * The page's h1. It names the document ("Orders · Back office") and takes the focus when the page
 * opens, so a screen reader announces where a link led and Tab goes on from the page's top.
 */
export function PageHeading({ title, children }: PageHeadingProps) {
  const t = useMessages();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    document.title = t.app.pageTitle(title);
  }, [t, title]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="page-heading">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children ? <div className="page-heading__extra">{children}</div> : null}
    </div>
  );
}

/**
 * After a write the button that made it may be gone (an order shipped has no Ship button): the
 * focus would fall to <body>, the start of the page for a keyboard. It goes to the page's h1
 * instead. Checked after the dialog has tried to give the focus back (React Aria does so in an
 * animation frame).
 */
export function keepFocusInPage(): void {
  const check = () => {
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    document.querySelector<HTMLElement>('main h1')?.focus();
  };
  requestAnimationFrame(() => requestAnimationFrame(check));
}
