import { z } from 'zod';
import { count, dateTime, id, link, named } from '../define';

// The community gallery's answers (spec §3 "Submission"); split from account.ts.

const imageLink = z.object({ read: link.describe("An absolute link to the image, on the lab's host.") });

/** The fields in the order the lab writes them; staff also get `scan.name` and `userId`. */
function submission<S extends z.ZodType, U extends Record<string, z.ZodType>>(scan: S, staff: U) {
  return z.object({
    id,
    selectedAt: dateTime.nullable().describe('When staff picked it for the gallery; null while it waits.'),
    handle: z.string().describe('As the customer typed it: an @handle, a bare handle, a profile URL, or "".'),
    width: z.number().int().positive().describe("The hi-res image's width in pixels."),
    height: z.number().int().positive(),
    scan,
    publicLinks: z.object({ hiRes: imageLink, midResOptimized: imageLink }),
    filmRoll: z.object({ brand: z.string(), model: z.string() }),
    ...staff,
    createdAt: dateTime,
  });
}

const submissionExample = {
  id: 21,
  selectedAt: '2026-11-12T19:40:00.000Z',
  handle: 'hannah.okafor',
  width: 2400,
  height: 1600,
  scan: {
    thumbnail: { read: 'http://127.0.0.1:4000/public/images/community-21-thumb.webp' },
    midResOptimized: { read: 'http://127.0.0.1:4000/public/images/community-21-mid.webp' },
  },
  publicLinks: {
    hiRes: { read: 'http://127.0.0.1:4000/public/images/community-21-hi.jpg' },
    midResOptimized: { read: 'http://127.0.0.1:4000/public/images/community-21-mid.webp' },
  },
  filmRoll: { brand: 'Kodak', model: 'T-Max 400' },
  createdAt: '2026-11-10T14:00:00.000Z',
};

export const Submission = named(
  'Submission',
  submission(z.object({ thumbnail: imageLink, midResOptimized: imageLink }), {}),
  {
    description:
      'A scan a customer submitted to the community gallery (spec §3). Thumbnails and mid-res images are WebP, the hi-res image a JPEG.',
    example: submissionExample,
  },
);

export const StaffSubmission = named(
  'StaffSubmission',
  submission(
    z.object({
      name: z.string().describe("The scan's name on its roll."),
      thumbnail: imageLink,
      midResOptimized: imageLink,
    }),
    { userId: id.describe('Who sent it.') },
  ),
  {
    description: 'A submission as staff see it: also who sent it and which scan it is.',
    example: {
      ...submissionExample,
      scan: { name: 'Roll 12 frame 07', ...submissionExample.scan },
      userId: 2,
    },
  },
);

export const SubmissionPage = named(
  'SubmissionPage',
  z.object({ submissions: z.array(Submission), count: count.describe('All matches, not only this page.') }),
);

export const StaffSubmissionPage = named(
  'StaffSubmissionPage',
  z.object({
    submissions: z.array(StaffSubmission),
    count: count.describe('All matches, not only this page.'),
  }),
);
