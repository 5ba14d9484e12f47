// Every text a person reads comes from a catalog (locales/), so JSX may not contain words.
const WORD = /\p{L}/u;
const TEXT_ATTRIBUTES = new Set(['alt', 'title', 'placeholder', 'aria-label', 'label']);

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralText = {
  meta: { type: 'problem', schema: [], messages: { literal: 'Text "{{text}}" is hard-coded: use a catalog key.' } },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORD.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (TEXT_ATTRIBUTES.has(name) && node.value?.type === 'Literal' && WORD.test(String(node.value.value))) {
          report(node, String(node.value.value));
        }
      },
    };
  },
};
