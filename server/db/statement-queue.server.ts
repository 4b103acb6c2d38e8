/**
 * Statements issued before their results are needed, run on one connection one after another in the order issued,
 * so PostgreSQL works while Node does (decision 059: the import's search documents, product texts and similarity
 * candidates). The queue, not node-postgres, holds the waiting ones: a client asked for a second query while one
 * runs queues it too, but warns that pg 9 will not. Every statement of a pipelined stretch goes through one queue.
 * A failure is thrown where the statement is awaited, never reported as unhandled while other work runs between:
 * the queue attaches its own handler to every result it returns (`tail`), so callers need not add one.
 */
export type StatementQueue = <T>(run: () => Promise<T>) => Promise<T>;

export function statementQueue(): StatementQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const result = tail.then(run);
    tail = result.catch(() => {});
    return result;
  };
}
