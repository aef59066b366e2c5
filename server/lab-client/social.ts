import { type Call, seg } from './call.js';
import type { LabSchema } from './contract.js';

/** A community submission as the lab answers it (docs/lab-behaviour.md, "Community and newsletter"). */
export type LabSocialSubmission = LabSchema<'Submission'>;

export type LabSocialSubmissionPage = LabSchema<'SubmissionPage'>;

export interface SocialSubmissionQuery {
  limit: number;
  offset: number;
  sortBy?: string;
  desc?: boolean;
  search?: string;
}

/** The public gallery's path; PublicCache forgets it when staff change the selection. */
export const SELECTED_SUBMISSIONS_PATH = '/social-media-submissions/selected';

/** The community gallery: the public list of selected submissions, and staff's list and selection. */
export function socialApi(call: Call) {
  return {
    selected: (query: SocialSubmissionQuery) =>
      call<LabSocialSubmissionPage>({
        method: 'GET',
        path: SELECTED_SUBMISSIONS_PATH,
        query: { ...query },
      }),
    list: (query: SocialSubmissionQuery & { selected?: boolean }) =>
      call<LabSocialSubmissionPage>({
        method: 'GET',
        path: '/social-media-submissions',
        query: { ...query },
      }),
    select: (id: string, selected?: boolean) =>
      call<LabSocialSubmission>({
        method: 'PUT',
        path: `/social-media-submissions/${seg(id)}/select`,
        route: '/social-media-submissions/:id/select',
        body: selected === undefined ? {} : { selected },
      }),
  };
}
