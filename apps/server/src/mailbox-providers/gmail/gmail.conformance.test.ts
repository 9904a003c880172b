import { describeProviderConformance } from '#testing/provider-conformance';
import { gmailConformanceKit } from '#testing/gmail-conformance-kit';

describeProviderConformance(gmailConformanceKit);
