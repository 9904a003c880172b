import { describeProviderConformance } from '#testing/provider-conformance';
import { microsoftConformanceKit } from '#testing/microsoft-conformance-kit';

describeProviderConformance(microsoftConformanceKit);
