import MarkdownIt from 'markdown-it';

/**
 * The board writes news and pages in a small Markdown subset: paragraphs, headings, bulleted and
 * numbered lists, links, bold and italic. Everything else stays plain text: raw HTML is escaped,
 * pictures, tables, code blocks, quotes and rules are not recognised, so a post cannot carry markup
 * or script into a page. Rendering happens on the server, once per change, into sanitised HTML.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false, breaks: true });
markdown.enable(['heading', 'list', 'paragraph', 'newline', 'link', 'emphasis', 'escape', 'entity']);

// Only links a reader can safely follow: the web, mail, phone, and paths of this site.
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

// Headings start at level 2: the page's own title is its only h1.
markdown.core.ruler.push('demote_headings', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    const level = Math.min(Number(token.tag.slice(1)) + 1, 6);
    token.tag = `h${level}`;
  }
});

// External links open as the reader chooses, give the target nothing back, and earn no ranking.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && /^https?:/i.test(token.attrGet('href') ?? '')) token.attrSet('rel', 'noopener noreferrer nofollow');
  return self.renderToken(tokens, index, options);
};

/** Sanitised HTML for a page or post body written in the Markdown subset. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** The text alone (for descriptions, feeds' summaries, Open Graph): no markup, spaces collapsed. */
export function markdownToPlainText(source: string, maxLength = 200): string {
  const text = markdown
    .render(source)
    // Inline markup sits inside words and before punctuation ("**welcome**."): it leaves no space.
    // A tag never holds a '<' (rendered text has it as &lt;): stopping there keeps the scan linear.
    .replace(/<\/?(?:strong|em|a)\b[^<>]*>/g, '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
