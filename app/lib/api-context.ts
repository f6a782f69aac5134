import { createContext } from 'react-router';

/** What the server hands each request: the in-process GraphQL client and the request's facts. */
export type Api = {
  query<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
  /** The back office's API (admin-schema.graphql), for the /admin/ pages only. */
  admin<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
  nonce: string;
};

export const apiContext = createContext<Api>();
