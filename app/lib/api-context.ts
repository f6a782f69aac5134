import { createContext } from 'react-router';

/** What the server hands each request: the in-process GraphQL client and the request's facts. */
export type Api = {
  query<T>(document: string, variables?: Record<string, unknown>): Promise<T>;
  nonce: string;
};

export const apiContext = createContext<Api>();
