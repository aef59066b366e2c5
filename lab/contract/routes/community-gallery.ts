// Contracts of the community gallery's routes (see define.ts); split from account.ts. Registered on import by
// routes/index.ts.
import { adminQuery, selectBody, selectedQuery, submissionParams } from '../../routes/social-submissions';
import { defineRoutes } from '../define';
import { StaffSubmission, StaffSubmissionPage, SubmissionPage } from '../shapes/community-gallery';

defineRoutes({
  // The community gallery.
  'GET /social-media-submissions': {
    summary: 'Search the community submissions',
    description:
      '`search` matches the handle, the film brand, the model or "brand model"; `selected` filters (absent: all). Waiting submissions sort last either way.',
    access: 'admin',
    query: adminQuery,
    answers: { 200: StaffSubmissionPage },
  },
  'GET /social-media-submissions/selected': {
    summary: 'The community gallery: the submissions staff selected',
    description: '`search` as for GET /social-media-submissions (empty: none).',
    access: 'public',
    query: selectedQuery,
    answers: { 200: SubmissionPage },
  },
  'PUT /social-media-submissions/:id/select': {
    summary: 'Select or unselect a submission for the gallery',
    description:
      'Without a body or `selected`, toggles. Selecting a selected submission keeps its `selectedAt`. 404 `Submission not found`.',
    access: 'admin',
    params: submissionParams,
    body: selectBody,
    bodyOptional: true,
    bodyExample: { selected: true },
    answers: { 200: StaffSubmission },
    errors: [404],
  },
});
