import { describeProviderConformance } from '#testing/provider-conformance';
import { demoConformanceKit } from '#testing/demo-conformance-kit';

describeProviderConformance(demoConformanceKit);
