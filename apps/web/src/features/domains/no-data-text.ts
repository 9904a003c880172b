/** Spec §2, product copy: the empty state of the dashboard and My Data. */
export const NO_DATA_TEXT =
  "Currently the product isn't aware of any companies with your data. Connect an email provider to get started today!";
