/** Where a visit's xAPI statements meet their listeners: the host's events now, the statements' code when it has loaded. */
import type { Statement } from '@xapi/xapi';

export interface StatementRelay {
  onStatement(listener: (statement: Statement) => void): () => void;
  publish(statement: Statement): void;
}

export function createStatementRelay(): StatementRelay {
  const listeners = new Set<(statement: Statement) => void>();
  return {
    onStatement: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: (statement) => {
      for (const listener of listeners) listener(statement);
    },
  };
}
