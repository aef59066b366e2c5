import { ComingSoon } from '../../components/ui/coming-soon';
import { useUserBase } from './use-user-base';

function PrintsComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <ComingSoon
      title={title}
      description={description}
      backTo={`${useUserBase()}/rolls`}
      backLabel="Back to your rolls"
    />
  );
}

export const SmallPrintOrdersPage = () => (
  <PrintsComingSoon
    title="4x6 Prints"
    description="Order 4x6 prints straight from the scans of your rolls."
  />
);

export const LargeFormatSelectorPage = () => (
  <PrintsComingSoon
    title="Large Format Prints"
    description="Upload a file or pick a scan, choose paper, size and border, and order a large print."
  />
);

export const PrintOrderPage = () => (
  <PrintsComingSoon title="Print Order" description="One print order’s drafts, papers and progress." />
);
