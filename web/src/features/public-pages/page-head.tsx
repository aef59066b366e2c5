import { type ContentPagePath, contentPageMeta } from './page-meta';

/** The page's <title> and description; React 19 hoists both into the document head. */
export function PageHead({ path }: { path: ContentPagePath }) {
  const meta = contentPageMeta(path);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
    </>
  );
}
