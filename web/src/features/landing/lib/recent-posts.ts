export interface BlogPostLink {
  title: string;
  url: string;
}

/** Spec §9: the footer shows the 5 latest posts. */
export const FOOTER_POST_COUNT = 5;

const WEB_LINK = /^https?:\/\//i;

/**
 * The footer's blog posts (spec §2): the list reversed so the newest comes first, the first `count` taken, and
 * '&amp;' shown as '&'. Posts without a web address are skipped: they could not be opened anyway.
 */
export function recentPosts(
  posts: readonly BlogPostLink[] | null | undefined,
  count = FOOTER_POST_COUNT,
): BlogPostLink[] {
  if (!posts) return [];
  return [...posts]
    .reverse()
    .filter((post) => WEB_LINK.test(post.url))
    .slice(0, count)
    .map((post) => ({ title: post.title.replaceAll('&amp;', '&'), url: post.url }));
}
