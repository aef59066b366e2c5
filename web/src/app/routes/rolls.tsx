import { ComingSoon } from '../../components/ui/coming-soon';
import { useUserBase } from './use-user-base';

/** Rolls and scans: not built yet; each page says what it will hold. */
export function RollsPage() {
  return (
    <ComingSoon
      title="Your Rolls"
      description="Every roll you’ve sent us, with its scans to view, tag, locate, share and download."
      backTo="/frequently-asked-questions"
      backLabel="Read the FAQ"
    />
  );
}

export function RollPage() {
  return (
    <ComingSoon
      title="Roll"
      description="One roll’s scans in a grid, with tags, locations, sharing and downloads."
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}

export function ContactSheetPage() {
  return (
    <ComingSoon
      title="Digital Contact Sheet"
      description="The whole roll on one printable sheet, frame numbers and all."
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}

export function GalleryImagePage() {
  return (
    <ComingSoon
      title="Scan"
      description="A single scan at full size, with rotation, unlocking and sharing."
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}
