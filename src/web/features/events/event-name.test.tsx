// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../testing/render-with-i18n.tsx';
import { readableEventName } from '../../../shared/events.ts';
import { EventName, EventNameLanguageNote } from './event-name.tsx';

const pongal = { name: 'Pongal Festival', nameTamil: 'பொங்கல் விழா' };

function renderName(language: string, event = pongal) {
  return renderWithI18n(
    <>
      <h2>
        <EventName event={event} />
      </h2>
      <EventNameLanguageNote event={event} />
    </>,
    { language },
  );
}

describe('readableEventName', () => {
  it('is the Tamil name for Tamil readers and the English one for English and Swedish readers', () => {
    expect(readableEventName(pongal, 'ta')).toEqual({ name: 'பொங்கல் விழா', language: 'ta' });
    expect(readableEventName(pongal, 'en')).toEqual({ name: 'Pongal Festival', language: 'en' });
    expect(readableEventName(pongal, 'sv')).toEqual({ name: 'Pongal Festival', language: 'en' });
    expect(readableEventName({ ...pongal, nameTamil: '' }, 'ta')).toEqual({ name: 'Pongal Festival', language: 'en' });
  });
});

describe('EventName', () => {
  it('says on a Swedish page that the name is in English, and marks it as English', () => {
    const { container, getByRole, getByText } = renderName('sv');
    expect(getByRole('heading').textContent).toBe('Pongal Festival');
    expect(container.querySelector('h2 span')?.getAttribute('lang')).toBe('en');
    expect(getByText('Namnet är på engelska.')).toBeTruthy();
  });

  it('adds no note where the name is in the reader’s language', () => {
    for (const language of ['ta', 'en']) {
      const { container, unmount } = renderName(language);
      expect(container.querySelector('.event-name-note')).toBeNull();
      expect(container.querySelector('h2 [lang]')).toBeNull();
      unmount();
    }
  });

  it('falls back to the English name with a note in Tamil when there is no Tamil name', () => {
    const { getByText } = renderName('ta', { ...pongal, nameTamil: '' });
    expect(getByText('பெயர் ஆங்கிலத்தில் உள்ளது.')).toBeTruthy();
  });
});
