import { createContext } from 'react';
import type { Client } from 'urql';
import { createUrqlClient, type UrqlClientOptions } from '../lib/urql-client';

export type ClientFactory = (options: UrqlClientOptions) => Client;

/** The prerenderer and the public pages' client put their own here (build-time answers, seeded data); the app uses the default. */
export const ClientFactoryContext = createContext<ClientFactory>(createUrqlClient);
