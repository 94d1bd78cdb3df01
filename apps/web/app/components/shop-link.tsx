import { type ComponentProps, type MouseEvent, useContext, useEffect, useState } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  PrefetchPageLinks,
  Link as RouterLink,
  useNavigate,
} from 'react-router';

type LinkProps = ComponentProps<typeof RouterLink>;

/**
 * A link that React Router would treat as it treats a path: an absolute path of this shop,
 * prefetched on intent or not at all, without a document reload or a relative target.
 */
function isShopPath(props: LinkProps): props is LinkProps & { to: string } {
  const { to, prefetch, reloadDocument, relative, mask } = props;
  return (
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    (prefetch === undefined || prefetch === 'none' || prefetch === 'intent') &&
    !reloadDocument &&
    relative === undefined &&
    mask === undefined
  );
}

/** A plain left click that the browser would follow in this tab. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !modified;
}

/**
 * The shop's links (issue 19: cheaper renders). React Router's <Link> resolves its target against
 * the route matches for the href and again for the click handler, each time writing the matches
 * as JSON, and renders again on every navigation: the ~50 links of a product page were about 5 %
 * of its server render. The shop's links name absolute paths, which need no resolving, so this one
 * writes the path as it is and, on a plain click, navigates as React Router's would (the same
 * address again replaces the history entry). `data-discover` lets lazy route discovery fetch the
 * route manifest for the link, and `prefetch="intent"` fetches the page's modules and data when
 * the pointer rests on the link or it gets the focus, as React Router's links do. Anything else
 * goes to React Router's <Link>.
 */
export function Link(props: LinkProps) {
  return isShopPath(props) ? <PathLink {...props} /> : <RouterLink {...props} />;
}

function PathLink({
  to,
  onClick,
  replace,
  state,
  preventScrollReset,
  viewTransition,
  defaultShouldRevalidate,
  target,
  discover = 'render',
  prefetch,
  ...anchor
}: LinkProps & { to: string }) {
  const navigate = useNavigate();
  // The router itself, read at the click: a link does not render again on every navigation.
  const dataRouter = useContext(DataRouterContext);
  const [prefetching, intentHandlers] = usePrefetchOnIntent(prefetch === 'intent', anchor);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !opensHere(event, target)) return;
    event.preventDefault();
    const { pathname, search, hash } = dataRouter?.router.state.location ?? window.location;
    const here = `${pathname}${search}${hash}`;
    void navigate(to, {
      replace: replace ?? here === to,
      state,
      preventScrollReset,
      viewTransition,
      defaultShouldRevalidate,
    });
  };
  const link = (
    <a
      {...anchor}
      {...intentHandlers}
      href={to}
      target={target}
      onClick={handleClick}
      data-discover={discover === 'render' ? 'true' : undefined}
    />
  );
  return prefetching ? (
    <>
      {link}
      <PrefetchPageLinks page={to} />
    </>
  ) : (
    link
  );
}

type IntentHandlers = Pick<
  ComponentProps<'a'>,
  'onFocus' | 'onBlur' | 'onMouseEnter' | 'onMouseLeave' | 'onTouchStart'
>;

/**
 * Whether the page behind the link should be prefetched: after the pointer rests on it for 100 ms,
 * at once on focus or touch, and no longer once it leaves (React Router's `prefetch="intent"`).
 * Only under React Router's framework, which knows the page's modules.
 */
function usePrefetchOnIntent(enabled: boolean, theirs: IntentHandlers): [boolean, IntentHandlers] {
  const framework = useContext(FrameworkContext);
  const [intent, setIntent] = useState(false);
  const [prefetching, setPrefetching] = useState(false);
  useEffect(() => {
    if (!intent) return;
    const timer = setTimeout(() => setPrefetching(true), 100);
    return () => clearTimeout(timer);
  }, [intent]);
  if (!enabled || !framework) return [false, {}];
  const start = () => setIntent(true);
  const cancel = () => {
    setIntent(false);
    setPrefetching(false);
  };
  const after =
    <Event,>(handler: ((event: Event) => void) | undefined, ours: () => void) =>
    (event: Event) => {
      handler?.(event);
      ours();
    };
  return [
    prefetching,
    {
      onFocus: after(theirs.onFocus, start),
      onBlur: after(theirs.onBlur, cancel),
      onMouseEnter: after(theirs.onMouseEnter, start),
      onMouseLeave: after(theirs.onMouseLeave, cancel),
      onTouchStart: after(theirs.onTouchStart, start),
    },
  ];
}
