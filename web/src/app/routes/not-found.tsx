import { ComingSoon } from '../../components/ui/coming-soon';

/** Unknown public paths get a friendly dead end instead of a blank page. */
export function NotFoundPage() {
  return (
    <ComingSoon
      eyebrow="404 · Not found"
      title="Page not found"
      description="This frame came out blank. The page may have moved, or the link may be mistyped."
    />
  );
}
