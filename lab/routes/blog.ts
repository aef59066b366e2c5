import type { FastifyInstance } from 'fastify';
import { listBlogPosts } from '../db/queries/public-content';
import type { LabDeps } from '../deps';

export function blogRoutes(app: FastifyInstance, { db }: LabDeps): void {
  app.get('/blog/notes/posts', async () => listBlogPosts(db));
}
