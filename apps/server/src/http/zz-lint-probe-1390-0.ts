import type { Caller } from '../auth/caller';
export type Probe = Caller;
