import { createRoot } from 'react-dom/client';
import { CockpitApp } from '@cockpit/core/shell';
import { createRuntime, loadEnv } from '@cockpit/core/runtime';
import { plugins } from './plugins';

const env = await loadEnv();
const runtime = await createRuntime({ env, plugins });
createRoot(document.getElementById('root')!).render(<CockpitApp runtime={runtime} />);
