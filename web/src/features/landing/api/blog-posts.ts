import { graphql } from '../../../gql';

/** The lab's blog (Nice Notes) posts, oldest first as the blog lists them; the footer shows the newest few. */
export const BlogPostsQuery = graphql(`
  query BlogPosts {
    blogPosts {
      title
      url
    }
  }
`);
