import { describe, expect, it } from 'vitest';
import { recentPosts } from './recent-posts';

const post = (n: number) => ({ title: `Post ${n}`, url: `https://notes.nicefilm.club/p/${n}` });

describe('recentPosts', () => {
  it('reverses the list and takes the first five', () => {
    const posts = [1, 2, 3, 4, 5, 6, 7].map(post);
    expect(recentPosts(posts).map((p) => p.title)).toEqual([
      'Post 7',
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
    ]);
  });

  it('keeps every post when there are fewer than five', () => {
    expect(recentPosts([post(1), post(2)]).map((p) => p.title)).toEqual(['Post 2', 'Post 1']);
  });

  it("shows '&amp;' as '&', every time it appears", () => {
    const [first] = recentPosts([
      { title: 'Push &amp; Pull &amp; You', url: 'https://notes.nicefilm.club/a' },
    ]);
    expect(first.title).toBe('Push & Pull & You');
  });

  it('does not touch the input list', () => {
    const posts = [post(1), post(2)];
    recentPosts(posts);
    expect(posts.map((p) => p.title)).toEqual(['Post 1', 'Post 2']);
  });

  it('answers nothing for a missing list and skips posts without a web address', () => {
    expect(recentPosts(null)).toEqual([]);
    expect(recentPosts(undefined)).toEqual([]);
    expect(recentPosts([{ title: 'Bad', url: 'javascript:alert(1)' }, post(1)]).map((p) => p.title)).toEqual([
      'Post 1',
    ]);
  });
});
