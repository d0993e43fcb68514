#!/usr/bin/env node
// The `boutique` command: TypeScript sources run through tsx, no build step needed.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
