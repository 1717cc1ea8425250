import { definePlugin } from '@cockpit/core/plugin';
import { reportsPlugin } from './index';
export const probe = [definePlugin, reportsPlugin];
