// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerTheSlider } from './ask-for-the-slider.ts';

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = `
    <section class="home-slider"><button type="button" id="next" data-slide-step="1"></button></section>
    <button type="button" id="elsewhere"></button>`;
});

// The app hydrates at the end of each test: a listener the entry left for the chunk goes, as it would.
afterEach(async () => {
  document.documentElement.dataset.hydrated = 'true';
  // The hydrated mark is seen by a mutation observer, a microtask later.
  await Promise.resolve();
});

const byId = (id: string) => document.getElementById(id)!;

/** The slider's chunk as the entry's import gives it, arriving when the test says. */
function chunkOnItsWay() {
  let arrive: () => void = () => undefined;
  const answer = vi.fn<(kept: Element[]) => void>();
  const load = vi.fn(
    () =>
      new Promise<{ answerTheSlider: typeof answer }>(
        (resolve) => (arrive = () => resolve({ answerTheSlider: answer })),
      ),
  );
  return { load, answer, arrive: () => arrive() };
}

describe('answerTheSlider (the entry asking for the slider chunk)', () => {
  it('asks for nothing while the page is only loaded and looked at', () => {
    const chunk = chunkOnItsWay();
    answerTheSlider(chunk.load);
    window.dispatchEvent(new Event('load'));
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('asks at the first sign of a person, once, and hands it the presses kept meanwhile', async () => {
    const chunk = chunkOnItsWay();
    answerTheSlider(chunk.load);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(chunk.load).toHaveBeenCalledTimes(1);
    const heldForTheApp = vi.fn();
    document.addEventListener('click', heldForTheApp);
    byId('next').click();
    byId('elsewhere').click();
    // The slider's press is kept for the chunk; any other goes on to the hold, as before.
    expect(heldForTheApp).toHaveBeenCalledTimes(1);
    chunk.arrive();
    await vi.waitFor(() => expect(chunk.answer).toHaveBeenCalledWith([byId('next')]));
    document.removeEventListener('click', heldForTheApp);
  });

  it('asks at a press on the slider that came with no other sign (an assistive technology)', async () => {
    const chunk = chunkOnItsWay();
    answerTheSlider(chunk.load);
    byId('next').click();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    chunk.arrive();
    await vi.waitFor(() => expect(chunk.answer).toHaveBeenCalledWith([byId('next')]));
  });

  it('gives the kept presses to the hold when the chunk cannot load', async () => {
    answerTheSlider(() => Promise.reject(new Error('offline')));
    const heldForTheApp = vi.fn((event: Event) => event.target);
    document.addEventListener('click', heldForTheApp);
    byId('next').click();
    await vi.waitFor(() => expect(heldForTheApp).toHaveBeenCalledTimes(1));
    expect(heldForTheApp.mock.results[0]!.value).toBe(byId('next'));
    document.removeEventListener('click', heldForTheApp);
  });

  it('asks for nothing once the app has hydrated first', async () => {
    const chunk = chunkOnItsWay();
    answerTheSlider(chunk.load);
    document.documentElement.dataset.hydrated = 'true';
    await Promise.resolve();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    byId('next').click();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('asks for nothing on a page without the slider', () => {
    document.body.innerHTML = '<button type="button" id="elsewhere"></button>';
    const chunk = chunkOnItsWay();
    answerTheSlider(chunk.load);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(chunk.load).not.toHaveBeenCalled();
  });
});
