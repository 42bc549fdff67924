// The servers and configs here run in Node, not a browser. @fastify/static needs
// content-disposition, fastify's inject needs cookie, and shared-contracts' lottery draw
// @noble/hashes, all published as ES modules only: jest (CommonJS) has them transformed.
module.exports = {
  preset: 'shared-testing',
  testEnvironment: 'node',
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(content-disposition|cookie|@noble[+/]hashes)@?)'],
};
