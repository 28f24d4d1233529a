// Entry of an AI worker thread: TypeScript support first, then the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
