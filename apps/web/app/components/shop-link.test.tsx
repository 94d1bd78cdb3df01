// @vitest-environment happy-dom
import { act, type ComponentProps, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link as RouterLink, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from './shop-link.tsx';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/** Five kinds of link, drawn with the shop's Link or, to compare, with React Router's. */
function Links({ As = Link }: { As?: ComponentType<ComponentProps<typeof RouterLink>> }) {
  return (
    <nav>
      <As to="/sv/produkt/skal" className="card">
        Skal
      </As>
      <As to="/sv/kategori/laddare?sida=2#lista">Laddare</As>
      <As to="/sv/produkt/ny" target="_blank">
        Ny flik
      </As>
      <As to="/sv/sok" prefetch="intent">
        Sök
      </As>
      <As to="../upp">Upp</As>
    </nav>
  );
}

function routerAt(path: string, As: ComponentType<ComponentProps<typeof RouterLink>> = Link) {
  return createMemoryRouter([{ path: '*', element: <Links As={As} /> }], { initialEntries: [path] });
}

async function mount(path: string) {
  const router = routerAt(path);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  await act(async () => root.render(<RouterProvider router={router} />));
  return { router, container };
}

const anchor = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('a')].find((link) => link.textContent === text) as HTMLAnchorElement;

describe("the shop's links (issue 19: links without resolving their paths)", () => {
  it("write the same anchors as React Router's <Link> for absolute paths", () => {
    const ours = renderToString(<RouterProvider router={routerAt('/sv/produkt/skal')} />);
    const theirs = renderToString(<RouterProvider router={routerAt('/sv/produkt/skal', RouterLink)} />);
    // Attribute order may differ; every anchor carries the same attributes and text.
    const anchors = (html: string) =>
      [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, text]) => ({
        text,
        attributes: (attributes ?? '').split(/\s(?=[\w-]+=)/).sort(),
      }));
    expect(anchors(ours)).toEqual(anchors(theirs));
    expect(anchors(ours)).toHaveLength(5);
  });

  it('navigate in the page on a plain click, and leave other clicks to the browser', async () => {
    const { router, container } = await mount('/sv');
    await act(async () => anchor(container, 'Laddare').click());
    expect(router.state.location).toMatchObject({
      pathname: '/sv/kategori/laddare',
      search: '?sida=2',
      hash: '#lista',
    });
    expect(router.state.historyAction).toBe('PUSH');

    // What the page's handlers decided, seen after them; the test browser then opens nothing.
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
      await act(async () => anchor(container, 'Skal').dispatchEvent(modified));
      await act(async () => anchor(container, 'Ny flik').click());
    } finally {
      document.removeEventListener('click', record);
    }
    expect(leftToBrowser).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/sv/kategori/laddare');
  });

  it('replace the history entry when the link names the page on show', async () => {
    const { router, container } = await mount('/sv');
    await act(async () => anchor(container, 'Skal').click());
    expect(router.state.historyAction).toBe('PUSH');
    await act(async () => anchor(container, 'Skal').click());
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/sv/produkt/skal');
  });
});
