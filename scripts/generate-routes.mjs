// Regenerates src/routeTree.gen.ts from src/routes (the router plugin does the same on dev and build);
// the typecheck runs it first so a new route file never fails tsc for want of a dev server.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = process.cwd();
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
