import { GraphQLError, parse, validate, execute, type DocumentNode, type GraphQLSchema } from 'graphql';
import { requestIdOf } from '../http/client-address.ts';
import type { GraphQLContext } from './builder.ts';

/**
 * Runs an operation through the same schema the /graphql endpoint serves, in process: route
 * loaders use it so a page render costs no HTTP hop. Parsed and validated documents are cached.
 */
export function createInProcessClient(schema: GraphQLSchema, base: Omit<GraphQLContext, 'request' | 'clientAddress' | 'requestId'>) {
  const documents = new Map<string, DocumentNode>();
  function prepare(source: string): DocumentNode {
    let doc = documents.get(source);
    if (!doc) {
      doc = parse(source);
      const [error] = validate(schema, doc);
      if (error) throw new Error(`invalid operation: ${error.message}`);
      documents.set(source, doc);
    }
    return doc;
  }
  return async function query<T>(source: string, variables: Record<string, unknown>, request: Request, clientAddress: string | null): Promise<T> {
    const requestId = requestIdOf(request);
    const result = await execute({
      schema,
      document: prepare(source),
      variableValues: variables,
      contextValue: { ...base, request, clientAddress, requestId },
    });
    if (result.errors?.length) {
      // The page shows its error screen; the log keeps the cause, under the request's id.
      for (const error of result.errors) {
        if (error.originalError && !(error.originalError instanceof GraphQLError))
          base.logger?.error({ err: error.originalError, requestId, path: error.path?.join('.') }, 'unexpected GraphQL error (in process)');
      }
      throw result.errors[0];
    }
    return result.data as T;
  };
}
