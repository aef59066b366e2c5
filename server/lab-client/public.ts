import type { Call } from './call.js';
import type { LabBlogPost, LabGeneralStats, LabLocation, LabWaitlistEntry, LabZipCode } from './types.js';

/** Calls that need no login: stats, locations, blog posts, zip codes and the waitlist. */
export function publicApi(call: Call) {
  return {
    generalStats: () => call<LabGeneralStats>({ method: 'GET', path: '/public/general-stats' }),
    locations: () => call<LabLocation[]>({ method: 'GET', path: '/public/locations' }),
    blogPosts: () => call<LabBlogPost[]>({ method: 'GET', path: '/blog/notes/posts' }),
    zipCodes: (active?: boolean) =>
      call<LabZipCode[]>({ method: 'GET', path: '/zip-codes', query: { active } }),
    joinWaitlist: (body: { email: string; zip?: string; name?: string }) =>
      call<LabWaitlistEntry>({ method: 'POST', path: '/waitlist', body }),
  };
}
