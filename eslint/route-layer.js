// Route files (`*.routes.ts`, `*.admin-routes.ts`, `*.feed-routes.ts`) parse, call one service
// function and answer. They never reach a repository (no `*.repo.ts`, no `create…Repo`, no
// `context.repos`), never take the database (`app.db`) and never open a transaction: services own
// those, with the module's context made once per app (src/server/module-contexts.ts).

const REPO_FILE = /\.repo(?:\.ts)?$/;
const REPO_NAME = /^(?:create\w*Repo|T\w*Repo)$/;

/** @type {import('eslint').Rule.RuleModule} */
export const routeLayer = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      repository:
        'A route file never reaches a repository ({{what}}): call a service function with the module context.',
      database: 'A route file never takes the database: pass the module context (app.contexts.<module>) to a service.',
      transaction: 'A route file never opens a transaction: the service owns it, with the audit entry.',
    },
  },
  create(context) {
    const checkSource = (node) => {
      const source = node.source?.value;
      if (typeof source === 'string' && REPO_FILE.test(source)) {
        context.report({ node, messageId: 'repository', data: { what: source } });
      }
    };
    return {
      ImportDeclaration(node) {
        checkSource(node);
        for (const specifier of node.specifiers) {
          const name = specifier.imported?.name;
          if (typeof name === 'string' && REPO_NAME.test(name)) {
            context.report({ node: specifier, messageId: 'repository', data: { what: name } });
          }
        }
      },
      ImportExpression: checkSource,
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const { name } = node.property;
        if (name === 'repos') context.report({ node, messageId: 'repository', data: { what: 'repos' } });
        if (name === 'db') context.report({ node, messageId: 'database' });
        if (name === 'transaction' && node.parent.type === 'CallExpression' && node.parent.callee === node) {
          context.report({ node, messageId: 'transaction' });
        }
      },
    };
  },
};
