import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const LOGGERS = new Set(['log', 'logger']);

/** `log.error(...)`, `app.log.warn(...)`, `logger.info(...)`: what a log line says is not a rule. */
function isLogCall(node) {
  if (node?.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return false;
  const target = node.callee.object;
  if (target.type === 'Identifier') return LOGGERS.has(target.name);
  return (
    target.type === 'MemberExpression' &&
    target.property.type === 'Identifier' &&
    LOGGERS.has(target.property.name)
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'logging', {
    shouldIgnore(path) {
      if (path.isExpressionStatement() && isLogCall(path.node.expression))
        return 'A log call states no rule.';
      if (isLogCall(path.node)) return 'A log call states no rule.';
      return undefined;
    },
  }),
];
