import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { LoadProblem, PageLoader } from '../../../components/ui/page-states';
import { Pager } from '../../../components/ui/pager';
import { TextField } from '../../../components/ui/text-field';
import type { AdminSocialSubmissionsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { plural } from '../labels';
import { SOCIAL_SUBMISSIONS_PAGE_SIZE, useAdminSocialSubmissions, useSelectSocialSubmission } from './api';
import styles from './social-submissions-page.module.css';

type Submission = AdminSocialSubmissionsQuery['socialSubmissions']['submissions'][number];

/** ?q=portra&page=2 in the address, so a view can be shared and survives a reload. */
function useParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const update = (next: { search?: string; page?: number }) => {
    const entries: [string, string][] = [];
    const q = next.search ?? search;
    if (q) entries.push(['q', q]);
    if (next.page) entries.push(['page', String(next.page + 1)]);
    setParams(entries, { replace: next.page === undefined });
  };
  return { search, page, update };
}

/** /admin/social-submissions: every community submission, to pick the ones the landing gallery shows. */
export function SocialSubmissionsPage() {
  const { search, page, update } = useParams();
  const [draft, setDraft] = useState(search);
  const [{ data, error, fetching }, reload] = useAdminSocialSubmissions(search, page);
  const list = data?.socialSubmissions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim(), page: 0 });
  };

  let body: React.ReactNode;
  if (!list) {
    body =
      fetching || !error ? (
        <PageLoader label="Loading submissions…" />
      ) : (
        <LoadProblem
          error={error}
          what="the submissions"
          onRetry={() => reload({ requestPolicy: 'network-only' })}
        />
      );
  } else if (list.submissions.length === 0) {
    body = (
      <p className={styles.empty}>{search ? `No submissions match “${search}”.` : 'No submissions yet.'}</p>
    );
  } else {
    body = (
      <>
        <ul className={fetching ? `${styles.grid} ${styles.stale}` : styles.grid} aria-label="Submissions">
          {list.submissions.map((submission) => (
            <SubmissionCard key={submission.id} submission={submission} />
          ))}
        </ul>
        <Pager
          page={page}
          pages={Math.ceil(list.count / SOCIAL_SUBMISSIONS_PAGE_SIZE)}
          onPage={(next) => update({ page: next })}
          label="Pages of submissions"
        />
      </>
    );
  }

  return (
    <Page
      eyebrow="Community"
      title="Social Submissions"
      lead="Scans customers sent in. Selected ones appear in the landing page’s gallery, newest pick first."
    >
      <form className={styles.search} onSubmit={submit} aria-label="Search submissions">
        <TextField
          label="Search by handle or film"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="@handle, Portra, HP5…"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <p className={styles.count} role="status">
        {list ? plural(list.count, 'submission') : ''}
      </p>
      {body}
    </Page>
  );
}

function SubmissionCard({ submission }: { submission: Submission }) {
  const [{ fetching, error }, select] = useSelectSocialSubmission();
  const selected = submission.selectedAt != null;
  const film = `${submission.filmBrand} ${submission.filmModel}`.trim();
  return (
    <li className={selected ? `${styles.card} ${styles.selected}` : styles.card}>
      <a href={submission.midResUrl} target="_blank" rel="noreferrer" className={styles.scanLink}>
        <img
          src={submission.thumbnailUrl}
          alt={`Scan by ${submission.handle} on ${film}`}
          width={submission.width}
          height={submission.height}
          loading="lazy"
          className={styles.scan}
        />
      </a>
      <div className={styles.details}>
        <p className={styles.handle}>{submission.handle}</p>
        <p className={styles.film}>{film}</p>
        <p className={styles.state}>
          {selected ? `In the gallery since ${formatDate(submission.selectedAt)}` : 'Not in the gallery'}
        </p>
        <Button
          size="sm"
          variant={selected ? 'secondary' : 'primary'}
          busy={fetching}
          aria-label={`${selected ? 'Unselect' : 'Select'} the scan by ${submission.handle}`}
          onClick={() => select({ id: submission.id, selected: !selected })}
        >
          {selected ? 'Unselect' : 'Select'}
        </Button>
        {error && <FormAlert message={error.graphQLErrors[0]?.message ?? 'Could not save. Try again.'} />}
      </div>
    </li>
  );
}
