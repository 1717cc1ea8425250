#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so it needs no build step; this file only registers tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
