/** The estimator's static page and the search-only route that answers its GET form. */
export const ESTIMATOR_PATH = "/epr-obligation-estimator";
export const RESULT_PATH = "/epr-obligation-estimator/result";
