// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage, ErrorPageGuard } from './error-page.tsx';

// React logs caught render errors; these tests throw on purpose.
vi.spyOn(console, 'error').mockImplementation(() => {});
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** An error page that cannot render. */
function BrokenErrorPage(): never {
  throw new Error('The error page broke');
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

async function render(element: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return container;
}

/** What React Router hands the error boundary for a thrown data() response. */
function routeError(status: number, body: unknown) {
  try {
    throw data(body, { status });
  } catch (thrown) {
    const init = thrown as { data: unknown; init?: { status?: number } };
    return { status: init.init?.status ?? status, statusText: '', internal: false, data: init.data };
  }
}

describe('the error page (spec 8)', () => {
  it('a missing page is a 404 with the message "This page could not be found"', async () => {
    const page = await render(
      <ErrorPage error={routeError(404, { message: 'x' })} locale="fi" homeHref="/fi" />,
    );
    expect(page.querySelector('main')?.dataset.status).toBe('404');
    expect(page.textContent).toContain('This page could not be found');
    expect(page.querySelector('h1')?.textContent).toBe('Sivua ei löytynyt');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/fi');
  });

  it('a route failure shows its status code and message', async () => {
    const page = await render(
      <ErrorPage
        error={routeError(503, { message: 'The catalog is being updated' })}
        locale="sv"
        homeHref="/"
      />,
    );
    expect(page.querySelector('.error-page__status')?.textContent).toBe('503');
    expect(page.textContent).toContain('The catalog is being updated');
  });

  it('a failure without a status is a 500', async () => {
    const page = await render(<ErrorPage error={new Error('Loader exploded')} locale="nl" homeHref="/nl" />);
    expect(page.querySelector('.error-page__status')?.textContent).toBe('500');
    expect(page.textContent).toContain('Loader exploded');
  });

  it('a failure without a message gets the generic client-error text', async () => {
    const page = await render(<ErrorPage error={'nothing useful'} locale="da" homeHref="/da" />);
    expect(page.textContent).toContain('Noget gik galt i din browser');
  });

  it('when the error page itself fails: "An error occurred while showing the error page", with details and a link home', async () => {
    const page = await render(
      <ErrorPageGuard locale="no" homeHref="/no">
        <BrokenErrorPage />
      </ErrorPageGuard>,
    );
    expect(page.querySelector('h1')?.textContent).toBe('An error occurred while showing the error page');
    expect(page.querySelector('details pre')?.textContent).toBe('The error page broke');
    expect(page.querySelector('a')?.getAttribute('href')).toBe('/no');
    expect(page.querySelector('a')?.textContent).toBe('Til forsiden');
  });
});
