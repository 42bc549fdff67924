// The packages shared as one instance across the shell and every remote (federation.ts says
// why each). A file of its own, free of build tools, so the end-to-end suite can check them.
export const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'styled-components',
  'shared-auth',
  'shared-ui',
  'shared-contracts',
  'zod/mini',
] as const;
