import { definePageLayoutTests } from './page-layout-checks';

definePageLayoutTests();
