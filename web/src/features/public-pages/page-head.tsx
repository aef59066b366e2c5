import { PageHead as SiteHead } from '../../components/seo/page-head';
import { type ContentPagePath, contentPageMeta } from './page-meta';

/** The page's head: title, description, canonical URL and Open Graph tags (React 19 hoists them), and its JSON-LD. */
export function PageHead({ path, jsonLd }: { path: ContentPagePath; jsonLd?: object }) {
  const meta = contentPageMeta(path);
  return <SiteHead title={meta.title} description={meta.description} path={path} jsonLd={jsonLd} />;
}
