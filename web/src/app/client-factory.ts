import { createContext } from 'react';
import type { Client } from 'urql';
import { createUrqlClient, type UrqlClientOptions } from '../lib/urql-client';

export type ClientFactory = (options: UrqlClientOptions) => Client;

/** Tests swap in a stub client here; the app builds the real one. */
export const ClientFactoryContext = createContext<ClientFactory>(createUrqlClient);
