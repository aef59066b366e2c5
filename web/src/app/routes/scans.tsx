import { ContactSheetPage as ContactSheet } from '../../features/scans/components/contact-sheet/contact-sheet-page';
import { ScanPage } from '../../features/scans/components/scan-page/scan-page';
import { useUserRoute } from './use-user-base';

/** Whose scans: customers their own (`me`), admins any user's under /admin/users/{userId} (spec §6). */
function useScansRoute() {
  const { params, ...route } = useUserRoute();
  return { ...route, rollId: params.rollId ?? '', galleryImageId: params.galleryImageId ?? '' };
}

/** /users/{id}/rolls/{rollId}/digital-contact-sheet */
export function ContactSheetPage() {
  const { userId, asAdmin, userBase, rollId } = useScansRoute();
  return <ContactSheet key={rollId} userId={userId} rollId={rollId} asAdmin={asAdmin} userBase={userBase} />;
}

/** /users/{id}/gallery/{scanId}: one scan with the lightbox. */
export function GalleryImagePage() {
  const { userId, asAdmin, userBase, galleryImageId } = useScansRoute();
  return (
    <ScanPage
      key={galleryImageId}
      userId={userId}
      scanId={galleryImageId}
      asAdmin={asAdmin}
      userBase={userBase}
    />
  );
}
