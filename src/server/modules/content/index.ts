// What other modules may use of content: the association's details.
export { loadAssociation } from './association.loader.ts';
// The Markdown subset the board writes news and pages in, rendered safely.
export { markdownToPlainText, renderMarkdown } from './markdown.ts';
