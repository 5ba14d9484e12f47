// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { sliderKey } from './api/get-slider.ts';
import { HomeSlider, HomeSliderView } from './home-slider.tsx';
import { TEST_SLIDES } from './home-slider.fixtures.ts';

const currentAlt = () => document.querySelector('[data-current="true"] img')?.getAttribute('alt') ?? 'no current slide';
const slider = () => screen.getByTestId('home-slider');
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  // The app has marked the page hydrated: the slider has taken over what the entry script left.
  document.documentElement.dataset.hydrated = 'true';
  vi.useFakeTimers();
  stubReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home slider', () => {
  it('creates the other slides after load, lazily loaded, and keeps fetchpriority on the first', () => {
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    const images = slider().querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[0]!.hasAttribute('loading')).toBe(false);
    for (const image of [images[1]!, images[2]!]) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.getAttribute('sizes')).toBe('100vw');
    }
    // Hidden slides are out of the accessibility tree: only the current one is a group to a reader.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3']);
    const groups = [...slider().querySelectorAll('[role="group"]')];
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it("fetches a later slide's picture a turn before it is shown, and keeps it", () => {
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    const sources = () => [...slider().querySelectorAll('img')].map((image) => image.getAttribute('src'));
    const picture = (letter: string) => `/api/events/Image/${letter.repeat(64)}.webp`;
    // The page has loaded (jsdom's document is complete): the slide shown and the next one.
    expect(sources()).toEqual([picture('a'), picture('b'), null]);
    expect(slider().querySelectorAll('img')[2]!.getAttribute('data-src')).toBe(picture('c'));
    wait(5000);
    expect(currentAlt()).toBe('Kolam b in English');
    expect(sources()).toEqual([picture('a'), picture('b'), picture('c')]);
    wait(5000);
    expect(sources()).toEqual([picture('a'), picture('b'), picture('c')]);
  });

  it('advances every 5 seconds and starts again after the last slide', () => {
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    expect(currentAlt()).toBe('Kolam a in English');
    wait(4999);
    expect(currentAlt()).toBe('Kolam a in English');
    wait(1);
    expect(currentAlt()).toBe('Kolam b in English');
    wait(5000);
    expect(currentAlt()).toBe('Kolam c in English');
    wait(5000);
    expect(currentAlt()).toBe('Kolam a in English');
    // Turning by itself, the region is quiet (WAI-ARIA carousel pattern).
    expect(slider().querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
  });

  it('pauses while the pointer is over it and goes on when it leaves', () => {
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    fireEvent.mouseEnter(slider());
    wait(20_000);
    expect(currentAlt()).toBe('Kolam a in English');
    fireEvent.mouseLeave(slider());
    wait(5000);
    expect(currentAlt()).toBe('Kolam b in English');
  });

  it('pauses while focus is inside and announces slides changed by hand', () => {
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    const next = screen.getByRole('button', { name: 'Next picture' });
    act(() => next.focus());
    wait(20_000);
    expect(currentAlt()).toBe('Kolam a in English');
    expect(slider().querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(next);
    expect(currentAlt()).toBe('Kolam b in English');
    act(() => next.blur());
    wait(5000);
    expect(currentAlt()).toBe('Kolam c in English');
  });

  it('moves with the previous and next buttons and the arrow keys', () => {
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(currentAlt()).toBe('Kolam c in English');
    const next = screen.getByRole('button', { name: 'Next picture' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentAlt()).toBe('Kolam a in English');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentAlt()).toBe('Kolam b in English');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(currentAlt()).toBe('Kolam a in English');
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(currentAlt()).toBe('Kolam a in English');
  });

  it('stops and starts again with the pause button', () => {
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the slide show' }));
    fireEvent.mouseLeave(slider());
    wait(20_000);
    expect(currentAlt()).toBe('Kolam a in English');
    fireEvent.click(screen.getByRole('button', { name: 'Start the slide show' }));
    wait(5000);
    expect(currentAlt()).toBe('Kolam b in English');
  });

  it('never turns by itself when the system asks for reduced motion', () => {
    stubReducedMotion(true);
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES} />);
    wait(60_000);
    expect(currentAlt()).toBe('Kolam a in English');
    expect(screen.queryByRole('button', { name: 'Stop the slide show' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(currentAlt()).toBe('Kolam b in English');
  });

  it('shows the slides of the page language', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sliderKey('en'), { slides: TEST_SLIDES });
    const swedish = TEST_SLIDES.map((slide) => ({ ...slide, alt: slide.alt.replace('in English', 'på svenska') }));
    queryClient.setQueryData(sliderKey('sv'), { slides: swedish });
    renderWithI18n(
      <QueryClientProvider client={queryClient}>
        <HomeSlider />
      </QueryClientProvider>,
      { language: 'sv' },
    );
    expect(currentAlt()).toBe('Kolam a på svenska');
    expect(screen.getByRole('button', { name: 'Nästa bild' })).toBeTruthy();
  });

  it("keeps the slides on screen while another language's texts load", async () => {
    // The Swedish list never arrives in this test: the English one must stay meanwhile.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(sliderKey('en'), { slides: TEST_SLIDES });
    const { i18n } = renderWithI18n(
      <QueryClientProvider client={queryClient}>
        <HomeSlider />
      </QueryClientProvider>,
    );
    expect(currentAlt()).toBe('Kolam a in English');
    await act(() => i18n.changeLanguage('sv'));
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/content/slider?lang=sv'), expect.anything());
    expect(currentAlt()).toBe('Kolam a in English');
  });

  it('renders nothing without slides, and no controls for a single one', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sliderKey('en'), { slides: [] });
    const empty = renderWithI18n(
      <QueryClientProvider client={queryClient}>
        <HomeSlider />
      </QueryClientProvider>,
    );
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    renderWithI18n(<HomeSliderView slides={TEST_SLIDES.slice(0, 1)} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    wait(10_000);
    expect(currentAlt()).toBe('Kolam a in English');
  });
});
