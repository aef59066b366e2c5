import { ComingSoon } from '../../components/ui/coming-soon';

export const OnboardingPage = () => (
  <ComingSoon
    title="Your First Order"
    description="A guided first order: tell us about your rolls, choose a plan and how to send your film."
    backTo="/frequently-asked-questions"
    backLabel="Read the FAQ"
  />
);
