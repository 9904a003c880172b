import { checkEveryRouteWithAxe } from '../fixtures/every-route-axe';

checkEveryRouteWithAxe();
