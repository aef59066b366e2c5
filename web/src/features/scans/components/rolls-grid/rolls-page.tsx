import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button';
import { FilmStrip } from '../../../../components/ui/film-strip';
import { Page } from '../../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../../components/ui/page-states';
import { Pager } from '../../../../components/ui/pager';
import { touchesRoll, useUserEvents } from '../../../../lib/user-events';
import { ROLLS_PAGE_SIZE, useUserRollsQuery } from '../../api/rolls';
import { PlatformBanner } from '../access/platform-banner';
import { ShareLinksList } from '../share-links/share-links-list';
import { RollCard } from './roll-card';
import { filterFromParams, RollFilters } from './roll-filters';
import styles from './rolls-page.module.css';

interface RollsPageProps {
  userId: string;
  asAdmin: boolean;
  userBase: string;
  newOrderPath: string;
}

/** /users/{id}/rolls: the user's rolls as cards, filtered and searched, 24 a page (the page in the address). */
export function RollsPage({ userId, asAdmin, userBase, newOrderPath }: RollsPageProps) {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const [{ data, error, fetching }, reload] = useUserRollsQuery(userId, asAdmin, filter, page);
  useUserEvents(userId || undefined, (event) => {
    if (touchesRoll(event, null)) reload({ requestPolicy: 'network-only' });
  });
  const user = asAdmin ? data?.user : data?.me;
  const rolls = user?.filmRolls;
  const filtered = Object.keys(filter).length > 0;
  // A new filter starts again at the first page.
  const setFilterParams = (next: URLSearchParams) => {
    next.delete('page');
    setParams(next, { replace: true });
  };
  const goTo = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next === 0) copy.delete('page');
    else copy.set('page', String(next + 1));
    setParams(copy);
    window.scrollTo(0, 0);
  };

  let body: React.ReactNode;
  if (!rolls) {
    body =
      fetching || (!error && !data) ? (
        <PageLoader label="Loading rolls…" />
      ) : (
        <LoadProblem
          error={error}
          what="the rolls"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      );
  } else if (rolls.count === 0 && !filtered) {
    body = (
      <div className={styles.empty}>
        <FilmStrip frames={3} className={styles.emptyStrip} />
        <div>
          <h2 className={styles.emptyTitle}>No rolls yet</h2>
          <p>Send us film: once it’s developed and scanned, every roll shows up here.</p>
        </div>
        {!asAdmin && <ButtonLink to={newOrderPath}>Start a New Order</ButtonLink>}
      </div>
    );
  } else if (rolls.count === 0) {
    body = (
      <p className={styles.none} role="status">
        No rolls match these filters.
      </p>
    );
  } else {
    body = (
      <>
        <ul className={styles.grid}>
          {rolls.items.map((roll) => (
            <li key={roll.id}>
              <RollCard roll={roll} userBase={userBase} />
            </li>
          ))}
        </ul>
        <Pager
          page={page}
          pages={Math.ceil(rolls.count / ROLLS_PAGE_SIZE)}
          onPage={goTo}
          label="Pages of rolls"
        />
      </>
    );
  }

  return (
    <Page eyebrow="Scans" title={asAdmin ? 'Rolls' : 'Your Rolls'}>
      {user && <PlatformBanner access={user.platformAccess} asAdmin={asAdmin} />}
      <div className={styles.bar}>
        <p className={styles.count} aria-live="polite">
          {rolls ? `${rolls.count} roll${rolls.count === 1 ? '' : 's'}` : ''}
        </p>
        {!asAdmin && (
          <ButtonLink to={newOrderPath} variant="dark">
            New Order
          </ButtonLink>
        )}
      </div>
      {(filtered || (rolls && rolls.count > 0)) && (
        <RollFilters params={params} setParams={setFilterParams} options={user?.scanFilters ?? null} />
      )}
      {body}
      {rolls && rolls.count > 0 && (
        <div className={styles.links}>
          <ShareLinksList userId={userId} />
        </div>
      )}
    </Page>
  );
}
