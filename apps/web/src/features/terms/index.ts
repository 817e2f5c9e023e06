// The terms feature's face: the terms read.
export { termsKeys } from './api/terms-keys';
export { termsQuery } from './api/get-terms';
