import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AppProviders } from './app-providers';

/** The root route: GraphQL client, session, global progress bar (also while a route loads). Layouts sit below it. */
export function AppRoot() {
  const navigation = useNavigation();
  return (
    <AppProviders navigating={navigation.state !== 'idle'}>
      <Outlet />
      <ScrollRestoration />
    </AppProviders>
  );
}
