/**
 * `npm run test:lighthouse`: Lighthouse on the landing page and the signed-in dashboard, with its
 * desktop and mobile presets; fails when accessibility, best practices or SEO scores below 95.
 * Performance is printed beside them and judged by `npm run bench -- lighthouse`.
 */
import { env, exit } from 'node:process';

// The app gets a port of its own, so this can run beside the browser suite; the fixtures read
// the port when they load, hence the import after.
env.RECLAIM_E2E_APP_PORT ??= '3110';
const { runLighthouseSuite, JUDGED_BY_TEST } = await import('./lighthouse-suite');
exit((await runLighthouseSuite(JUDGED_BY_TEST)) ? 0 : 1);
