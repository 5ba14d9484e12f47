import { describe, expect, it } from 'vitest';
import { markdownToPlainText, renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders the subset: paragraphs, headings, lists, links, bold and italic', () => {
    const html = renderMarkdown(
      '# Diwali\n\nCome **all** of you, *bring* friends.\n\n- food\n- music\n\n1. first\n2. second\n\n[Program](https://example.org/p)',
    );
    expect(html).toContain('<h2>Diwali</h2>');
    expect(html).toContain('<p>Come <strong>all</strong> of you, <em>bring</em> friends.</p>');
    expect(html).toContain('<ul>\n<li>food</li>\n<li>music</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n<li>second</li>\n</ol>');
    expect(html).toContain('<a href="https://example.org/p" rel="noopener noreferrer nofollow">Program</a>');
  });

  it('keeps links to the site itself, mail and phone, without rel', () => {
    expect(renderMarkdown('[Events](/events) [Mail](mailto:a@b.se) [Call](tel:+46700000000)')).toBe(
      '<p><a href="/events">Events</a> <a href="mailto:a@b.se">Mail</a> <a href="tel:+46700000000">Call</a></p>\n',
    );
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    ['[x](javascript:alert(1))', '[x](javascript:alert(1))'],
    ['[x](JaVaScRiPt:alert(1))', '[x](JaVaScRiPt:alert(1))'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['[x](//evil.example/)', '[x](//evil.example/)'],
    ['![x](https://example.org/a.png)', '!<a href="https://example.org/a.png"'],
    ['[x](https://a.se/" onmouseover="alert(1))', 'onmouseover'],
  ])('never lets markup or a script link through: %s', (source, expected) => {
    const html = renderMarkdown(source);
    expect(html).toContain(expected);
    expect(html).not.toMatch(/<(?:script|img|iframe)|href="(?:javascript|data):|href="\/\//i);
    expect(html).not.toMatch(/<a [^>]*onmouseover/i);
  });

  it('leaves what is outside the subset as text', () => {
    expect(renderMarkdown('> quote\n\n---\n\n`code`')).toBe('<p>&gt; quote</p>\n<p>---</p>\n<p>`code`</p>\n');
  });
});

describe('markdownToPlainText', () => {
  it('drops the markup and shortens long text', () => {
    expect(markdownToPlainText('## Title\n\nSome **bold** & <b>text</b>.')).toBe('Title Some bold & <b>text</b>.');
    expect(markdownToPlainText('word '.repeat(100), 20)).toBe('word word word word…');
    expect(markdownToPlainText('All are **welcome**. [Sign *up*](https://example.org)!')).toBe(
      'All are welcome. Sign up!',
    );
  });
});
