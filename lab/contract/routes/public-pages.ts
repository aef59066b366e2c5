// Contracts of the public pages' routes (see define.ts); split from account.ts. Registered on import by
// routes/index.ts.
import { z } from 'zod';
import { subscriberBody } from '../../routes/subscribers';
import { waitlistBody } from '../../routes/waitlist';
import { zipQuery } from '../../routes/zip-codes';
import { defineRoutes } from '../define';
import { BlogPost, GeneralStats, Location, Subscriber, WaitlistEntry, ZipCode } from '../shapes/public-pages';

defineRoutes({
  // Public pages.
  'GET /public/general-stats': {
    summary: "The lab's turnaround and today's figures",
    access: 'public',
    answers: { 200: GeneralStats },
  },
  'GET /public/locations': {
    summary: 'The drop-off locations',
    access: 'public',
    answers: { 200: z.array(Location) },
  },
  'GET /blog/notes/posts': {
    summary: 'The blog posts',
    description: 'Oldest first (clients reverse it).',
    access: 'public',
    answers: { 200: z.array(BlogPost) },
  },
  'GET /zip-codes': {
    summary: 'The zip codes the lab serves',
    description: 'All of them when `active` is absent. By zip.',
    access: 'public',
    query: zipQuery,
    answers: { 200: z.array(ZipCode) },
  },
  'POST /waitlist': {
    summary: 'Join the waitlist',
    description: 'The same e-mail again answers 200 with the stored entry unchanged.',
    access: 'public',
    body: waitlistBody,
    bodyExample: { email: 'ada@example.com', zip: '11211', name: 'Ada' },
    answers: { 200: WaitlistEntry, 201: WaitlistEntry },
  },
  'POST /subscribers': {
    summary: 'Subscribe to the newsletter',
    description:
      'The same e-mail again (any case) answers 200 with the stored subscriber unchanged. `zip` defaults to `"0"`.',
    access: 'public',
    pathChosen: true,
    body: subscriberBody,
    bodyExample: { email: 'ada@example.com', ipAddress: '203.0.113.9', country: 'US' },
    answers: { 200: Subscriber, 201: Subscriber },
  },
  'GET /public/images/:name': {
    summary: 'A public image (community gallery, avatars, product art)',
    description: 'Names never change content, so the images may be cached for good. 404 `Image not found`.',
    access: 'public',
    extension: 'files',
    params: z.object({ name: z.string().describe('The file name the link carries.') }),
    answers: {
      200: {
        contentType: ['image/webp', 'image/jpeg'],
        description: 'The image: WebP (thumbnails, mid-res, product art) or JPEG (hi-res, avatars).',
      },
    },
    errors: [404],
  },
});
