import { describeProviderConformance } from '#testing/provider-conformance';
import { imapConformanceKit } from '#testing/imap-conformance-kit';

describeProviderConformance(imapConformanceKit);
