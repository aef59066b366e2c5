import { absoluteUrl, site } from '../../lib/site';

export interface PageHeadProps {
  title: string;
  description: string;
  /** The page's own path; the canonical and og:url are absolute on the site's origin. */
  path: string;
  /** An absolute or root-relative image URL for link previews. */
  image?: string;
  /** Structured data (schema.org), rendered as JSON-LD. */
  jsonLd?: object;
}

/**
 * The head of a public page. React 19 hoists <title>, <meta> and <link> into the document head on the client,
 * and the build's prerenderer moves them into the static HTML's head, so one component serves both.
 */
export function PageHead({ title, description, path, image, jsonLd }: PageHeadProps) {
  const url = absoluteUrl(path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image ? <meta property="og:image" content={absoluteUrl(image)} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {jsonLd ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own constants, '<' escaped.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
        />
      ) : null}
    </>
  );
}
