import { definePageLayoutTests } from './page-layout-checks';

// The same checks at 390 px, where the header, the tabs and the 404 page were cut or off-centre.
definePageLayoutTests();
