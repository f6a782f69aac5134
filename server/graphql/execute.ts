import { parse, validate, execute, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './builder.ts';

/**
 * Runs an operation through the same schema the /graphql endpoint serves, in process: route
 * loaders use it so a page render costs no HTTP hop. Parsed and validated documents are cached.
 */
export function createInProcessClient(schema: GraphQLSchema, base: Omit<GraphQLContext, 'request' | 'clientAddress'>) {
  const documents = new Map<string, DocumentNode>();
  function prepare(source: string): DocumentNode {
    let doc = documents.get(source);
    if (!doc) {
      doc = parse(source);
      const errors = validate(schema, doc);
      if (errors.length) throw new Error(`invalid operation: ${errors[0].message}`);
      documents.set(source, doc);
    }
    return doc;
  }
  return async function query<T>(source: string, variables: Record<string, unknown>, request: Request, clientAddress: string | null): Promise<T> {
    const result = await execute({ schema, document: prepare(source), variableValues: variables, contextValue: { ...base, request, clientAddress } });
    if (result.errors?.length) throw result.errors[0];
    return result.data as T;
  };
}
