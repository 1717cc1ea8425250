/** The feature flags and code switches are the route table's (the feature-flag routes validate against them). */
export { CODE_SWITCHES, FEATURE_FLAGS, type CodeSwitch, type FeatureFlag } from '@cockpit/contracts/feature-names';
