import { useDocumentTitle } from '../../components/ui/page';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { PrincipleSection } from './principle-section';
import { PrivacyMindedSection } from './privacy-minded-section';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';
import { VideoSection } from './video-section';

/** The public home page (spec §1): what Reclaim does, how it works and what it promises. */
export function LandingPage() {
  useDocumentTitle('Take Control of Your Privacy');
  return (
    <div className="bg-white">
      <HeroSection />
      <FeaturesSection />
      <PrivacyMindedSection />
      <VideoSection />
      <StepsSection />
      <PrincipleSection />
      <TestimonialsSection />
      <FaqSection />
      <LandingFooter />
    </div>
  );
}
