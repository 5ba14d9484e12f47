// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { useFocusAfterNavigation, useTrackNavigation } from './navigation-focus.ts';

function Page({ title, next }: { title: string; next: string }) {
  const heading = useFocusAfterNavigation<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <Link to={next}>{`to ${next}`}</Link>
    </>
  );
}

function Heading() {
  const heading = useFocusAfterNavigation<HTMLHeadingElement>();
  return (
    <h1 ref={heading} tabIndex={-1}>
      Alone
    </h1>
  );
}

function TrackNavigation() {
  useTrackNavigation();
  return null;
}

describe('useFocusAfterNavigation', () => {
  it('leaves the first page alone, then gives every page reached inside the app the focus on its heading', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <TrackNavigation />
        <Routes>
          <Route path="/a" element={<Page title="Page A" next="/b" />} />
          <Route path="/b" element={<Page title="Page B" next="/a" />} />
        </Routes>
      </MemoryRouter>,
    );
    // Opened by its address: the browser's own start, where the skip link comes first.
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole('link', { name: 'to /b' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page B' }));

    // Back on the first page, reached inside the app this time.
    await user.click(screen.getByRole('link', { name: 'to /a' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Page A' }));
  });

  it('needs no router: a heading rendered on its own (a component test, say) just renders', () => {
    render(<Heading />);
    expect(screen.getByRole('heading', { name: 'Alone' })).toBeTruthy();
  });
});
